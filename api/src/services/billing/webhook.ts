import Stripe from "stripe";
import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
import { PAST_DUE_GRACE_DAYS } from "../plans/effective-tier.ts";
import { notConfigured, type StripeConfig } from "./mode.ts";
import { paymentFailedMail } from "./payment-failed-mail.ts";
import { asBillingError, stripeClient } from "./stripe-client.ts";
import { syncStripeSubscription } from "./stripe-sync.ts";

/**
 * Stripe signs the time of sending; anything older than this is refused as a possible replay,
 * and anything this far ahead of our clock too.
 */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export const HANDLED_EVENTS = [
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.payment_failed",
] as const;

/**
 * Verifies and applies one Stripe event. Each event id is recorded first, so a redelivery is a
 * no-op; if applying fails the record is removed again so Stripe's retry is not lost.
 */
export async function receiveWebhook(
  deps: AppDeps,
  rawBody: string,
  signature: string | null,
): Promise<{ duplicate: boolean }> {
  const config = deps.config.stripe;
  if (!config) throw notConfigured();
  const stripe = stripeClient(config);
  if (!signature) throw new ApiError("invalid_signature", "The Stripe-Signature header is missing.");
  // The library only refuses signatures that are too old; one dated ahead of our clock by more
  // than the tolerance is as suspect (a replay prepared in advance, or a broken clock).
  const signedAt = Number(/(?:^|,)t=(\d+)/.exec(signature)?.[1]);
  if (signedAt - deps.now().getTime() / 1000 > WEBHOOK_TOLERANCE_SECONDS) {
    throw new ApiError("invalid_signature", "The webhook signature is dated in the future.");
  }
  let event: Stripe.Event;
  try {
    event = await stripe.webhooks.constructEventAsync(
      rawBody,
      signature,
      config.webhookSecret,
      WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      deps.now().getTime(),
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new ApiError("invalid_signature", "The webhook signature is invalid or too old.");
    }
    // The signature held, so the sender had the secret; the body is simply not an event.
    if (error instanceof SyntaxError) throw new ApiError("invalid_json", "The webhook body is not JSON.");
    throw error;
  }
  if (!isEventShaped(event)) throw new ApiError("validation_failed", "The webhook body is not a Stripe event.");

  const recorded = await deps.db
    .insertInto("billing_events")
    .values({ id: event.id, type: event.type })
    .onConflict((oc) => oc.column("id").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!recorded) return { duplicate: true };
  try {
    await applyEvent(deps, config, stripe, event);
  } catch (error) {
    await deps.db.deleteFrom("billing_events").where("id", "=", event.id).execute();
    // A 502 tells Stripe to deliver again later, when its API answers.
    throw asBillingError(deps.log, `webhook ${event.type}`, error);
  }
  return { duplicate: false };
}

/** Valid JSON is not yet an event: `null`, `[]` or an object without id, type and data would fail later. */
function isEventShaped(event: unknown): event is Stripe.Event {
  const e = event as Partial<Stripe.Event> | null;
  return (
    typeof e === "object" &&
    e !== null &&
    typeof e.id === "string" &&
    typeof e.type === "string" &&
    typeof e.data?.object === "object" &&
    e.data.object !== null
  );
}

async function applyEvent(deps: AppDeps, config: StripeConfig, stripe: Stripe, event: Stripe.Event) {
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      if (session.mode !== "subscription" || !session.subscription) return;
      const id = typeof session.subscription === "string" ? session.subscription : session.subscription.id;
      await syncStripeSubscription(deps, config, stripe, id, {
        workspaceId: session.client_reference_id ?? session.metadata?.workspace_id,
      });
      return;
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const subscription = event.data.object;
      await syncStripeSubscription(deps, config, stripe, subscription.id, { payload: subscription });
      return;
    }
    case "invoice.payment_failed":
      await paymentFailed(deps, config, stripe, event.data.object);
      return;
    default:
      deps.log.debug("stripe event ignored", { type: event.type });
  }
}

async function paymentFailed(deps: AppDeps, config: StripeConfig, stripe: Stripe, invoice: Stripe.Invoice) {
  const ref = invoice.parent?.subscription_details?.subscription;
  if (!ref) return;
  const id = typeof ref === "string" ? ref : ref.id;
  const synced = await syncStripeSubscription(deps, config, stripe, id);
  if (!synced) return;
  // Stripe may send this before the subscription itself turns past_due; the failure is the fact.
  if (synced.status === "active" || synced.status === "trialing") {
    await deps.db
      .updateTable("subscriptions")
      .set({ status: "past_due", updated_at: deps.now() })
      .where("workspace_id", "=", synced.workspaceId)
      .where("stripe_subscription_id", "=", id)
      .execute();
  }
  const user = await deps.db
    .selectFrom("workspaces")
    .innerJoin("users", "users.id", "workspaces.personal_owner_id")
    .select("users.email")
    .where("workspaces.id", "=", synced.workspaceId)
    .executeTakeFirst();
  if (!user) return;
  const keepsPlanUntil = synced.periodEnd
    ? new Date(synced.periodEnd.getTime() + PAST_DUE_GRACE_DAYS * 86_400_000)
    : null;
  await deps.mailer.send(paymentFailedMail({ to: user.email, publicUrl: deps.config.publicUrl, keepsPlanUntil }));
}
