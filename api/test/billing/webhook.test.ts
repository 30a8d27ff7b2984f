import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { json, startTestApp, type TestApp } from "../harness.ts";
import { sessionToken } from "./session-token.ts";
import {
  STRIPE_TEST_ENV,
  type StoredSubscription,
  type StripeStandIn,
  signedEvent,
  startStripeStandIn,
  subscriptionObject,
} from "./stripe-stand-in.ts";

const DAY = 86_400_000;
const T0 = new Date("2031-03-01T12:00:00Z");
let clock = T0;

let stripe: StripeStandIn;
let t: TestApp;
beforeAll(async () => {
  stripe = startStripeStandIn();
  t = await startTestApp({ env: { ...STRIPE_TEST_ENV, STRIPE_API_BASE: stripe.url }, now: () => clock });
});
afterAll(async () => {
  await t.close();
  stripe.stop();
});

interface SubscriptionBody {
  subscribed: boolean;
  subscription_tier: string;
  subscription_end: string | null;
  status: string | null;
  cancel_at_period_end: boolean;
  pending_tier: string | null;
}

async function state(userId: string): Promise<SubscriptionBody> {
  const res = await t.request("/v1/billing/subscription", { token: await sessionToken(t, userId) });
  expect(res.status).toBe(200);
  return json<SubscriptionBody>(res);
}

async function deliver(event: { id: string; type: string; object: unknown }, options: { at?: Date } = {}) {
  const { payload, header } = await signedEvent(event, { at: options.at ?? clock });
  return t.request("/v1/billing/webhook", {
    method: "POST",
    body: payload,
    headers: { "content-type": "application/json", "stripe-signature": header },
  });
}

let seq = 0;
const eventId = () => `evt_${++seq}_${crypto.randomUUID().slice(0, 8)}`;

/** A user with a Stripe customer and a subscription as Stripe currently has it. */
async function subscriber(sub: Partial<StoredSubscription> = {}) {
  const user = await t.createUser();
  const customer = `cus_${crypto.randomUUID().slice(0, 12)}`;
  await t.deps.db
    .updateTable("workspaces")
    .set({ stripe_customer_id: customer })
    .where("personal_owner_id", "=", user.id)
    .execute();
  const stored: StoredSubscription = {
    id: `sub_${crypto.randomUUID().slice(0, 12)}`,
    customer,
    price: STRIPE_TEST_ENV.STRIPE_PRICE_PRO,
    status: "active",
    periodEnd: new Date(clock.getTime() + 30 * DAY),
    ...sub,
  };
  stripe.subscriptions.set(stored.id, stored);
  return { user, sub: stored };
}

function update(sub: StoredSubscription, change: Partial<StoredSubscription>) {
  const next = { ...sub, ...change };
  stripe.subscriptions.set(sub.id, next);
  return next;
}

const retrievals = (id: string) => stripe.calls("GET", `/v1/subscriptions/${id}`).length;

describe("webhook event types", () => {
  test("checkout.session.completed stores the subscription re-read from Stripe", async () => {
    clock = T0;
    const { user, sub } = await subscriber();
    await t.deps.db
      .updateTable("workspaces")
      .set({ stripe_customer_id: null })
      .where("personal_owner_id", "=", user.id)
      .execute();
    const res = await deliver({
      id: eventId(),
      type: "checkout.session.completed",
      object: {
        id: "cs_test_1",
        object: "checkout.session",
        mode: "subscription",
        client_reference_id: user.workspaceId,
        customer: sub.customer,
        subscription: sub.id,
        metadata: { workspace_id: user.workspaceId, user_id: user.id },
      },
    });
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ received: true, duplicate: false });
    expect(retrievals(sub.id)).toBe(1);
    expect(await state(user.id)).toEqual({
      subscribed: true,
      subscription_tier: "pro",
      subscription_end: sub.periodEnd.toISOString(),
      status: "active",
      cancel_at_period_end: false,
      pending_tier: null,
      billing_mode: "stripe",
    } as SubscriptionBody);
    const profile = await t.deps.db
      .selectFrom("workspaces")
      .select("stripe_customer_id")
      .where("personal_owner_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(profile.stripe_customer_id).toBe(sub.customer);
  });

  test("customer.subscription.created finds the workspace by the subscription's metadata", async () => {
    clock = T0;
    const user = await t.createUser();
    const sub: StoredSubscription = {
      id: "sub_created_ws",
      customer: "cus_created_ws",
      price: STRIPE_TEST_ENV.STRIPE_PRICE_PRO,
      status: "active",
      periodEnd: new Date(T0.getTime() + 30 * DAY),
      workspaceId: user.workspaceId,
    };
    stripe.subscriptions.set(sub.id, sub);
    const res = await deliver({
      id: eventId(),
      type: "customer.subscription.created",
      object: subscriptionObject(sub),
    });
    expect(res.status).toBe(200);
    expect(await state(user.id)).toMatchObject({ subscribed: true, subscription_tier: "pro" });
  });

  test("a subscription bought before workspaces (user_id metadata only) lands in the personal workspace", async () => {
    clock = T0;
    const user = await t.createUser();
    const sub: StoredSubscription = {
      id: "sub_created_1",
      customer: "cus_created_1",
      price: STRIPE_TEST_ENV.STRIPE_PRICE_BASIC,
      status: "active",
      periodEnd: new Date(T0.getTime() + 30 * DAY),
      userId: user.id,
    };
    stripe.subscriptions.set(sub.id, sub);
    const res = await deliver({
      id: eventId(),
      type: "customer.subscription.created",
      object: subscriptionObject(sub),
    });
    expect(res.status).toBe(200);
    expect(await state(user.id)).toMatchObject({ subscribed: true, subscription_tier: "basic" });
  });

  test("customer.subscription.updated: an upgrade applies at once", async () => {
    clock = T0;
    const { user, sub } = await subscriber({ price: STRIPE_TEST_ENV.STRIPE_PRICE_BASIC });
    await deliver({ id: eventId(), type: "customer.subscription.created", object: subscriptionObject(sub) });
    expect((await state(user.id)).subscription_tier).toBe("basic");
    const upgraded = update(sub, { price: STRIPE_TEST_ENV.STRIPE_PRICE_PRO });
    await deliver({ id: eventId(), type: "customer.subscription.updated", object: subscriptionObject(upgraded) });
    expect(await state(user.id)).toMatchObject({ subscription_tier: "pro", pending_tier: null });
  });

  test("customer.subscription.updated: a downgrade keeps the paid tier until the period ends", async () => {
    clock = T0;
    const { user, sub } = await subscriber();
    await deliver({ id: eventId(), type: "customer.subscription.created", object: subscriptionObject(sub) });
    const downgraded = update(sub, { price: STRIPE_TEST_ENV.STRIPE_PRICE_BASIC });
    await deliver({ id: eventId(), type: "customer.subscription.updated", object: subscriptionObject(downgraded) });
    expect(await state(user.id)).toMatchObject({ subscription_tier: "pro", pending_tier: "basic" });

    clock = new Date(sub.periodEnd.getTime() + 60_000);
    expect(await state(user.id)).toMatchObject({ subscription_tier: "basic", pending_tier: null });

    const renewed = update(downgraded, { periodEnd: new Date(sub.periodEnd.getTime() + 30 * DAY) });
    await deliver({ id: eventId(), type: "customer.subscription.updated", object: subscriptionObject(renewed) });
    expect(await state(user.id)).toMatchObject({
      subscription_tier: "basic",
      pending_tier: null,
      subscription_end: renewed.periodEnd.toISOString(),
    });
  });

  test("customer.subscription.updated: cancelling keeps the tier until the period end, then free", async () => {
    clock = T0;
    const { user, sub } = await subscriber();
    await deliver({ id: eventId(), type: "customer.subscription.created", object: subscriptionObject(sub) });
    const cancelling = update(sub, { cancelAtPeriodEnd: true });
    await deliver({ id: eventId(), type: "customer.subscription.updated", object: subscriptionObject(cancelling) });
    expect(await state(user.id)).toMatchObject({
      subscribed: true,
      subscription_tier: "pro",
      cancel_at_period_end: true,
      subscription_end: sub.periodEnd.toISOString(),
    });
    clock = new Date(sub.periodEnd.getTime() + 1000);
    expect(await state(user.id)).toMatchObject({
      subscribed: false,
      subscription_tier: "free",
      subscription_end: null,
    });
  });

  test("customer.subscription.deleted ends the plan", async () => {
    clock = T0;
    const { user, sub } = await subscriber();
    await deliver({ id: eventId(), type: "customer.subscription.created", object: subscriptionObject(sub) });
    const canceled = update(sub, { status: "canceled" });
    const res = await deliver({
      id: eventId(),
      type: "customer.subscription.deleted",
      object: subscriptionObject(canceled),
    });
    expect(res.status).toBe(200);
    expect(await state(user.id)).toMatchObject({ subscribed: false, subscription_tier: "free", status: "canceled" });
  });

  test("invoice.payment_failed emails the user once, marks past_due, and the tier holds through the grace period", async () => {
    clock = T0;
    const { user, sub } = await subscriber();
    await deliver({ id: eventId(), type: "customer.subscription.created", object: subscriptionObject(sub) });
    clock = new Date(sub.periodEnd.getTime() + 60_000);
    // Stripe has not flipped the subscription yet: the failed invoice alone makes it past_due.
    const invoice = {
      id: "in_failed_1",
      object: "invoice",
      customer: sub.customer,
      parent: { type: "subscription_details", subscription_details: { subscription: sub.id } },
    };
    const event = { id: eventId(), type: "invoice.payment_failed", object: invoice };
    expect((await deliver(event)).status).toBe(200);
    expect((await deliver(event)).status).toBe(200);

    const mails = await t.deps.db.selectFrom("mailbox").selectAll().where("to_address", "=", user.email).execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Your AdLens payment failed");
    expect(mails[0]?.text_body).toContain("/settings?tab=billing");
    expect(await state(user.id)).toMatchObject({ subscribed: true, subscription_tier: "pro", status: "past_due" });

    clock = new Date(sub.periodEnd.getTime() + 6 * DAY);
    expect((await state(user.id)).subscription_tier).toBe("pro");
    clock = new Date(sub.periodEnd.getTime() + 8 * DAY);
    expect(await state(user.id)).toMatchObject({ subscribed: false, subscription_tier: "free" });
  });

  test("an event type AdLens does not use is acknowledged and ignored", async () => {
    clock = T0;
    const res = await deliver({ id: eventId(), type: "customer.created", object: { id: "cus_x", object: "customer" } });
    expect(res.status).toBe(200);
  });
});

describe("webhook verification", () => {
  const body = () => ({ id: eventId(), type: "customer.created", object: { id: "cus_x", object: "customer" } });

  async function errorCode(res: Response) {
    return (await json<{ error: { code: string } }>(res)).error.code;
  }

  test("an unsigned request is refused", async () => {
    clock = T0;
    const res = await t.request("/v1/billing/webhook", { method: "POST", body: JSON.stringify(body()) });
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe("invalid_signature");
  });

  test("a signature made with another secret is refused and nothing is recorded", async () => {
    clock = T0;
    const event = body();
    const { payload, header } = await signedEvent(event, { secret: "whsec_someone_else", at: clock });
    const res = await t.request("/v1/billing/webhook", {
      method: "POST",
      body: payload,
      headers: { "stripe-signature": header },
    });
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe("invalid_signature");
    const recorded = await t.deps.db.selectFrom("billing_events").select("id").where("id", "=", event.id).execute();
    expect(recorded).toHaveLength(0);
  });

  test("a body changed after signing is refused", async () => {
    clock = T0;
    const { payload, header } = await signedEvent(body(), { at: clock });
    const res = await t.request("/v1/billing/webhook", {
      method: "POST",
      body: payload.replace("customer.created", "customer.deleted"),
      headers: { "stripe-signature": header },
    });
    expect(res.status).toBe(400);
  });

  test("a signature older than 300 s is refused; one just inside the tolerance is accepted", async () => {
    clock = T0;
    const stale = await deliver(body(), { at: new Date(T0.getTime() - 301_000) });
    expect(stale.status).toBe(400);
    expect(await errorCode(stale)).toBe("invalid_signature");
    const fresh = await deliver(body(), { at: new Date(T0.getTime() - 290_000) });
    expect(fresh.status).toBe(200);
  });
});

describe("webhook idempotency and ordering", () => {
  test("a redelivered event is a no-op", async () => {
    clock = T0;
    const { user, sub } = await subscriber();
    const event = { id: eventId(), type: "customer.subscription.created", object: subscriptionObject(sub) };
    expect(await json(await deliver(event))).toEqual({ received: true, duplicate: false });
    const again = await deliver(event);
    expect(again.status).toBe(200);
    expect(await json(again)).toEqual({ received: true, duplicate: true });
    expect(retrievals(sub.id)).toBe(1);
    expect((await state(user.id)).subscription_tier).toBe("pro");
  });

  test("an old 'updated' arriving after 'deleted' does not bring the plan back", async () => {
    clock = T0;
    const { user, sub } = await subscriber();
    const activePayload = subscriptionObject(sub);
    const canceled = update(sub, { status: "canceled" });
    await deliver({ id: eventId(), type: "customer.subscription.deleted", object: subscriptionObject(canceled) });
    await deliver({ id: eventId(), type: "customer.subscription.updated", object: activePayload });
    expect(await state(user.id)).toMatchObject({ subscribed: false, subscription_tier: "free", status: "canceled" });
  });

  test("updates delivered in reverse order end in Stripe's current state", async () => {
    clock = T0;
    const { user, sub } = await subscriber({ price: STRIPE_TEST_ENV.STRIPE_PRICE_BASIC });
    const first = subscriptionObject(sub);
    const current = update(sub, { price: STRIPE_TEST_ENV.STRIPE_PRICE_PRO });
    await deliver({ id: eventId(), type: "customer.subscription.updated", object: subscriptionObject(current) });
    await deliver({ id: eventId(), type: "customer.subscription.updated", object: first });
    expect(await state(user.id)).toMatchObject({ subscription_tier: "pro", pending_tier: null });
  });

  test("a 'deleted' for a subscription Stripe no longer returns falls back to the event payload", async () => {
    clock = T0;
    const { user, sub } = await subscriber();
    await deliver({ id: eventId(), type: "customer.subscription.created", object: subscriptionObject(sub) });
    stripe.subscriptions.delete(sub.id);
    await deliver({
      id: eventId(),
      type: "customer.subscription.deleted",
      object: subscriptionObject({ ...sub, status: "canceled" }),
    });
    expect((await state(user.id)).subscription_tier).toBe("free");
  });

  test("an event that fails to apply is not recorded, so Stripe's retry is processed", async () => {
    clock = T0;
    const user = await t.createUser();
    const event = {
      id: eventId(),
      type: "checkout.session.completed",
      object: {
        id: "cs_test_retry",
        object: "checkout.session",
        mode: "subscription",
        // A checkout started before workspaces named the user; it still lands on their workspace.
        client_reference_id: user.id,
        customer: "cus_retry",
        subscription: "sub_not_there_yet",
      },
    };
    const failed = await deliver(event);
    expect(failed.status).toBe(502);
    stripe.subscriptions.set("sub_not_there_yet", {
      id: "sub_not_there_yet",
      customer: "cus_retry",
      price: STRIPE_TEST_ENV.STRIPE_PRICE_PRO,
      status: "active",
      periodEnd: new Date(T0.getTime() + 30 * DAY),
    });
    const retried = await deliver(event);
    expect(await json(retried)).toEqual({ received: true, duplicate: false });
    expect((await state(user.id)).subscription_tier).toBe("pro");
  });
});
