import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
import { webhookRetries } from "../../jobs/queue.ts";
import { postWebhook, webhookTargetOptions } from "./post.ts";
import { openSecret, SIGNATURE_HEADER, signatureHeader } from "./signing.ts";

const TIMEOUT_MS = 10_000;
/** What is kept of a failure reason in the delivery log. */
const ERROR_MAX = 500;

export class DeliveryFailed extends Error {}

/**
 * One attempt at a delivery (a pg-boss job on the webhook queue). A 2xx answer ends it; anything
 * else is logged on the delivery and thrown, so pg-boss retries it with exponential backoff until
 * the attempts (about a day of them) run out, when the delivery is marked failed.
 */
export async function deliverWebhook(deps: AppDeps, id: string, retryCount: number): Promise<void> {
  const row = await deps.db
    .selectFrom("webhook_deliveries as d")
    .innerJoin("webhook_endpoints as e", "e.id", "d.endpoint_id")
    .select(["d.id", "d.event", "d.event_id", "d.body", "d.status", "d.attempts", "e.url", "e.secret_encrypted"])
    .where("d.id", "=", id)
    .executeTakeFirst();
  // The endpoint was deleted (its deliveries with it), or another attempt already ended this one.
  if (row?.status !== "pending") return;

  const at = deps.now();
  let status: number | null = null;
  let error: string | null = null;
  try {
    // Sealed under JWT_SECRET: after a rotation the old secrets cannot be opened (re-register).
    const secret = openSecret(deps.config.jwtSecret, row.secret_encrypted);
    const answer = await postWebhook(
      row.url,
      row.body,
      {
        [SIGNATURE_HEADER]: signatureHeader(secret, row.body, at),
        "adlens-event": row.event,
        "adlens-event-id": row.event_id,
        "adlens-delivery-id": row.id,
      },
      { ...webhookTargetOptions(deps.config), timeoutMs: TIMEOUT_MS },
    );
    status = answer.status;
    if (status < 200 || status >= 300) error = `The receiver answered HTTP ${status}.`;
  } catch (cause) {
    if (cause instanceof ApiError) {
      error = cause.message;
    } else {
      // Logged without the URL (it may carry a token of the receiver's) or anything secret.
      deps.log.error("webhook delivery failed on our side", { delivery_id: row.id, error: cause });
      error = "The delivery could not be signed or sent (an error on the AdLens side).";
    }
  }

  const last = retryCount >= webhookRetries(deps.config.jobs.webhookRetryDelaySeconds);
  await deps.db
    .updateTable("webhook_deliveries")
    .set({
      attempts: row.attempts + 1,
      last_attempt_at: at,
      response_status: status,
      error: error?.slice(0, ERROR_MAX) ?? null,
      status: error === null ? "succeeded" : last ? "failed" : "pending",
      delivered_at: error === null ? at : null,
    })
    .where("id", "=", row.id)
    .where("status", "=", "pending")
    .execute();
  if (error !== null && !last) throw new DeliveryFailed(error);
}
