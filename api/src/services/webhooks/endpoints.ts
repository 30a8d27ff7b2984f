import type { WebhookDeliveriesTable, WebhookDeliveryEvent, WebhookDeliveryStatus, WebhookEvent } from "@adlens/db";
import { type Selectable, sql } from "kysely";
import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
import { requireApiPlan } from "../tokens/api-access.ts";
import { queuePing } from "./events.ts";
import { checkWebhookUrl, webhookTargetOptions } from "./post.ts";
import { generateSecret, SECRET_PREFIX, sealSecret } from "./signing.ts";

/** Endpoints per workspace: enough for staging + production + a few tools, small enough to fan out. */
export const MAX_ENDPOINTS = 10;
export const WEBHOOK_NOT_FOUND = "No webhook endpoint with this id.";

export interface WebhookEndpointView {
  id: string;
  url: string;
  events: WebhookEvent[];
  secret_prefix: string;
  created_at: string;
}

export interface WebhookDeliveryView {
  id: string;
  event_id: string;
  event: WebhookDeliveryEvent;
  status: WebhookDeliveryStatus;
  attempts: number;
  response_status: number | null;
  error: string | null;
  created_at: string;
  last_attempt_at: string | null;
  delivered_at: string | null;
}

/** What lists show of a secret: enough to tell two apart, too little to sign with. */
const secretPrefix = (secret: string) => secret.slice(0, SECRET_PREFIX.length + 6);

const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d ? iso(d) : null);

function view(row: { id: string; url: string; events: WebhookEvent[]; secret_prefix: string; created_at: Date }) {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    secret_prefix: row.secret_prefix,
    created_at: iso(row.created_at),
  } satisfies WebhookEndpointView;
}

/**
 * Registers an endpoint (Pro and Enterprise). The URL must pass the SSRF rules now, and it is
 * checked again before every delivery (DNS may change). The secret is returned only here.
 */
export async function createWebhook(
  deps: AppDeps,
  workspaceId: string,
  createdBy: string,
  input: { url: string; events: WebhookEvent[] },
): Promise<WebhookEndpointView & { secret: string }> {
  await requireApiPlan(deps, workspaceId);
  const events = [...new Set(input.events)];
  if (events.length === 0) {
    throw new ApiError("validation_failed", "events: name at least one event", { field: "events" });
  }
  // What is stored is the checked, canonical URL: the raw text could fail the list's schema.
  const { url } = await checkWebhookUrl(input.url, webhookTargetOptions(deps.config));
  const secret = generateSecret();
  const row = await deps.db.transaction().execute(async (trx) => {
    // Creations in one workspace take turns on its row, so the cap holds under concurrency.
    await trx.selectFrom("workspaces").select("id").where("id", "=", workspaceId).forUpdate().executeTakeFirst();
    const { n } = await trx
      .selectFrom("webhook_endpoints")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("workspace_id", "=", workspaceId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= MAX_ENDPOINTS) return null;
    return trx
      .insertInto("webhook_endpoints")
      .values({
        id: crypto.randomUUID(),
        workspace_id: workspaceId,
        created_by: createdBy,
        url: url.href,
        events: JSON.stringify(events),
        secret_encrypted: sealSecret(deps.config.jwtSecret, secret),
        secret_prefix: secretPrefix(secret),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  if (!row) {
    throw new ApiError("validation_failed", `A workspace can register at most ${MAX_ENDPOINTS} webhook endpoints.`, {
      field: "url",
    });
  }
  return { ...view(row), secret };
}

export async function listWebhooks(deps: AppDeps, workspaceId: string): Promise<WebhookEndpointView[]> {
  await requireApiPlan(deps, workspaceId);
  const rows = await deps.db
    .selectFrom("webhook_endpoints")
    .selectAll()
    .where("workspace_id", "=", workspaceId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(view);
}

/**
 * Replaces the endpoint's signing secret and returns the new one, only this once. Every attempt
 * signs when it is sent, so from now on every delivery (retries of older events included) carries
 * the new secret's signature and the old secret stops working at once. A receiver that still
 * checks the old one answers non-2xx, and those deliveries are retried for a day: they verify as
 * soon as it has the new secret, so no overlap window is needed (ADR 0056).
 */
export async function rotateWebhookSecret(
  deps: AppDeps,
  workspaceId: string,
  id: string,
): Promise<WebhookEndpointView & { secret: string }> {
  await requireApiPlan(deps, workspaceId);
  const secret = generateSecret();
  const row = await deps.db
    .updateTable("webhook_endpoints")
    .set({ secret_encrypted: sealSecret(deps.config.jwtSecret, secret), secret_prefix: secretPrefix(secret) })
    .where("id", "=", id)
    .where("workspace_id", "=", workspaceId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new ApiError("not_found", WEBHOOK_NOT_FOUND);
  return { ...view(row), secret };
}

/** Removes the endpoint and its delivery log; queued attempts find it gone and stop. */
export async function deleteWebhook(deps: AppDeps, workspaceId: string, id: string): Promise<void> {
  await requireApiPlan(deps, workspaceId);
  const gone = await deps.db
    .deleteFrom("webhook_endpoints")
    .where("id", "=", id)
    .where("workspace_id", "=", workspaceId)
    .executeTakeFirst();
  if (gone.numDeletedRows === 0n) throw new ApiError("not_found", WEBHOOK_NOT_FOUND);
}

/** created_at at full precision, so a cursor never skips deliveries in the same millisecond. */
const createdText = sql<string>`to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function decodeCursor(cursor: string): [string, string] {
  try {
    const value = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === "string")) {
      const [at, id] = value as [string, string];
      if (!Number.isNaN(Date.parse(at)) && /^[0-9a-f-]{36}$/.test(id)) return [at, id];
    }
  } catch {}
  throw new ApiError("validation_failed", "cursor: is not a cursor from this list", { field: "cursor" });
}

function deliveryView(r: Selectable<WebhookDeliveriesTable>): WebhookDeliveryView {
  return {
    id: r.id,
    event_id: r.event_id,
    event: r.event,
    status: r.status,
    attempts: r.attempts,
    response_status: r.response_status,
    error: r.error,
    created_at: iso(r.created_at),
    last_attempt_at: isoOrNull(r.last_attempt_at),
    delivered_at: isoOrNull(r.delivered_at),
  };
}

/** The endpoint of this workspace, or a 404 (another workspace's id reads as missing). */
async function ownEndpoint(deps: AppDeps, workspaceId: string, endpointId: string): Promise<void> {
  const endpoint = await deps.db
    .selectFrom("webhook_endpoints")
    .select("id")
    .where("id", "=", endpointId)
    .where("workspace_id", "=", workspaceId)
    .executeTakeFirst();
  if (!endpoint) throw new ApiError("not_found", WEBHOOK_NOT_FOUND);
}

/**
 * Sends a signed `ping` to the endpoint now ("send test event"): delivered, retried and shown in
 * the delivery log like any event. Answers the delivery as queued.
 */
export async function sendTestEvent(
  deps: AppDeps,
  workspaceId: string,
  endpointId: string,
): Promise<WebhookDeliveryView> {
  await requireApiPlan(deps, workspaceId);
  await ownEndpoint(deps, workspaceId, endpointId);
  const id = await queuePing(deps, endpointId, deps.now());
  return deliveryView(
    await deps.db.selectFrom("webhook_deliveries").selectAll().where("id", "=", id).executeTakeFirstOrThrow(),
  );
}

/** The endpoint's delivery log, newest first, cursor-paginated. */
export async function listDeliveries(
  deps: AppDeps,
  workspaceId: string,
  endpointId: string,
  page: { limit: number; cursor?: string },
): Promise<{ data: WebhookDeliveryView[]; next_cursor: string | null }> {
  await requireApiPlan(deps, workspaceId);
  await ownEndpoint(deps, workspaceId, endpointId);
  let query = deps.db
    .selectFrom("webhook_deliveries")
    .selectAll()
    .select(createdText.as("created_key"))
    .where("endpoint_id", "=", endpointId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(page.limit + 1);
  if (page.cursor) {
    const [at, id] = decodeCursor(page.cursor);
    query = query.where(sql<boolean>`(created_at, id) < (${at}::timestamptz, ${id}::uuid)`);
  }
  const rows = await query.execute();
  const more = rows.length > page.limit;
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    data: shown.map(deliveryView),
    next_cursor: more && last ? Buffer.from(JSON.stringify([last.created_key, last.id])).toString("base64url") : null,
  };
}
