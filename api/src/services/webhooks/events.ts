import type { Database, WebhookEvent } from "@adlens/db";
import { CompiledQuery, type Kysely } from "kysely";
import type { AppDeps } from "../../deps.ts";
import { QUEUES } from "../../jobs/queue.ts";
import { effectiveTier } from "../plans/effective-tier.ts";
import { planFor } from "../plans/plans.ts";

export const WEBHOOK_EVENTS = ["analysis.completed", "analysis.failed", "batch.completed"] as const;

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

  const deliveries: { id: string; endpoint_id: string; event_id: string; event: WebhookEvent; body: string }[] = [];
  for (const event of events) {
    const eventId = crypto.randomUUID();
    const body = JSON.stringify({ id: eventId, type: event.type, created_at: now.toISOString(), data: event.data });
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
  if (deliveries.length === 0) return;
  await trx
    .insertInto("webhook_deliveries")
    .values(deliveries.map((d) => ({ ...d, status: "pending" as const, created_at: now })))
    .execute();
  await deps.jobs.insert(
    QUEUES.webhook,
    deliveries.map((d) => ({ id: d.id, data: { id: d.id } satisfies WebhookJobData })),
    { db: { executeSql: (text, values) => trx.executeQuery(CompiledQuery.raw(text, values ?? [])) } },
  );
}
