import type { Database, WebhookDeliveryEvent, WebhookEvent } from "@adlens/db";
import type { Kysely } from "kysely";
import type { AppDeps } from "../../deps.ts";
import { inTransaction, QUEUES } from "../../jobs/queue.ts";
import { effectiveTier } from "../plans/effective-tier.ts";
import { planFor } from "../plans/plans.ts";

export const WEBHOOK_EVENTS = ["analysis.completed", "analysis.failed", "batch.completed"] as const;
/** Every event a delivery may carry: the subscribable ones and the test `ping`, sent on request. */
export const DELIVERY_EVENTS = [...WEBHOOK_EVENTS, "ping"] as const;

export interface PendingEvent {
  type: WebhookEvent;
  data: Record<string, unknown>;
}

export interface WebhookJobData {
  id: string;
}

/**
 * Queues the events for every endpoint of the workspace that subscribes to them, inside the
 * caller's transaction: the delivery rows and their pg-boss jobs commit with the analysis's end
 * (pg-boss runs its insert on the same transaction), or not at all. Workspaces whose plan no longer
 * includes the API (a downgrade) keep their endpoints but get no deliveries.
 */
export async function queueWebhookEvents(
  deps: Pick<AppDeps, "jobs">,
  trx: Kysely<Database>,
  workspaceId: string,
  events: PendingEvent[],
  now: Date,
): Promise<void> {
  if (events.length === 0) return;
  const endpoints = await trx
    .selectFrom("webhook_endpoints")
    .select(["id", "events"])
    .where("workspace_id", "=", workspaceId)
    .execute();
  if (endpoints.length === 0) return;
  if (!planFor(await effectiveTier(trx, workspaceId, now)).api_access) return;

  const deliveries: Delivery[] = [];
  for (const event of events) {
    const eventId = crypto.randomUUID();
    const body = eventBody(eventId, event.type, now, event.data);
    for (const endpoint of endpoints) {
      if (!endpoint.events.includes(event.type)) continue;
      deliveries.push({
        id: crypto.randomUUID(),
        endpoint_id: endpoint.id,
        event_id: eventId,
        event: event.type,
        body,
      });
    }
  }
  await insertDeliveries(deps, trx, deliveries, now);
}

interface Delivery {
  id: string;
  endpoint_id: string;
  event_id: string;
  event: WebhookDeliveryEvent;
  body: string;
}

/** The JSON every delivery sends: the event's id, type, time and data. */
function eventBody(id: string, type: WebhookDeliveryEvent, now: Date, data: Record<string, unknown>): string {
  return JSON.stringify({ id, type, created_at: now.toISOString(), data });
}

/** Writes delivery rows and their pg-boss jobs in the caller's transaction. */
async function insertDeliveries(
  deps: Pick<AppDeps, "jobs">,
  trx: Kysely<Database>,
  deliveries: Delivery[],
  now: Date,
): Promise<void> {
  if (deliveries.length === 0) return;
  await trx
    .insertInto("webhook_deliveries")
    .values(deliveries.map((d) => ({ ...d, status: "pending" as const, created_at: now })))
    .execute();
  await deps.jobs.insert(
    QUEUES.webhook,
    deliveries.map((d) => ({ id: d.id, data: { id: d.id } satisfies WebhookJobData })),
    inTransaction(trx),
  );
}

/**
 * Queues a signed `ping` to one endpoint, whatever events it subscribes to: the "send test event"
 * button. It is delivered, retried and logged like any event. Returns the delivery's id.
 */
export async function queuePing(deps: Pick<AppDeps, "jobs" | "db">, endpointId: string, now: Date): Promise<string> {
  const eventId = crypto.randomUUID();
  const delivery: Delivery = {
    id: crypto.randomUUID(),
    endpoint_id: endpointId,
    event_id: eventId,
    event: "ping",
    body: eventBody(eventId, "ping", now, {
      endpoint_id: endpointId,
      message: "A test event from AdLens: this endpoint receives and verifies signed deliveries.",
    }),
  };
  await deps.db.transaction().execute((trx) => insertDeliveries(deps, trx, [delivery], now));
  return delivery.id;
}
