import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { json, startTestApp, type TestApp } from "../harness.ts";
import { STRIPE_TEST_ENV, type StripeStandIn, startStripeStandIn } from "./stripe-stand-in.ts";

type ErrorBody = { error: { code: string; message: string; field?: string } };

let stripe: StripeStandIn;
let t: TestApp;
beforeAll(async () => {
  stripe = startStripeStandIn();
  t = await startTestApp({
    env: { ...STRIPE_TEST_ENV, STRIPE_API_BASE: stripe.url, PUBLIC_URL: "https://adlens.example" },
  });
});
afterAll(async () => {
  await t.close();
  stripe.stop();
});

describe("POST /v1/billing/checkout with Stripe", () => {
  test("creates a subscription Checkout Session with the configured price, URLs and our workspace and user ids", async () => {
    const user = await t.createUser();
    const res = await t.request("/v1/billing/checkout", { token: user.token, json: { plan_tier: "pro" } });
    expect(res.status).toBe(200);
    const { url } = await json<{ url: string }>(res);
    expect(url).toStartWith("https://checkout.stripe.test/c/pay/cs_test_");

    const [customer] = stripe
      .calls("POST", "/v1/customers")
      .filter((r) => r.params["metadata[workspace_id]"] === user.workspaceId);
    expect(customer?.params.email).toBe(user.email);
    expect(customer?.idempotencyKey).toBe(`adlens-customer-${user.workspaceId}`);
    expect(customer?.authorization).toBe(`Bearer ${STRIPE_TEST_ENV.STRIPE_SECRET_KEY}`);

    const session = stripe
      .calls("POST", "/v1/checkout/sessions")
      .find((r) => r.params.client_reference_id === user.workspaceId);
    expect(session?.params).toMatchObject({
      mode: "subscription",
      "line_items[0][price]": "price_pro_test",
      "line_items[0][quantity]": "1",
      success_url: "https://adlens.example/settings?tab=billing&success=true",
      cancel_url: "https://adlens.example/settings?tab=billing&canceled=true",
      "metadata[workspace_id]": user.workspaceId,
      "metadata[user_id]": user.id,
      "metadata[plan_tier]": "pro",
      "subscription_data[metadata][workspace_id]": user.workspaceId,
      "subscription_data[metadata][user_id]": user.id,
    });
    expect(session?.params.customer).toMatch(/^cus_/);
    expect(session?.idempotencyKey).toStartWith(`adlens-checkout-${user.workspaceId}-pro-`);

    const profile = await t.deps.db
      .selectFrom("workspaces")
      .select("stripe_customer_id")
      .where("personal_owner_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(profile.stripe_customer_id).toBe(session?.params.customer ?? "missing");
  });

  test("the customer is created once and reused by later checkouts and the portal", async () => {
    const user = await t.createUser();
    await t.request("/v1/billing/checkout", { token: user.token, json: { plan_tier: "basic" } });
    await t.request("/v1/billing/checkout", { token: user.token, json: { plan_tier: "pro" } });
    const portal = await t.request("/v1/billing/portal", { token: user.token, method: "POST" });
    expect(portal.status).toBe(200);

    const creates = stripe
      .calls("POST", "/v1/customers")
      .filter((r) => r.params["metadata[workspace_id]"] === user.workspaceId);
    expect(creates).toHaveLength(1);
    const sessions = stripe
      .calls("POST", "/v1/checkout/sessions")
      .filter((r) => r.params.client_reference_id === user.workspaceId);
    expect(sessions.map((s) => s.params["line_items[0][price]"])).toEqual(["price_basic_test", "price_pro_test"]);
    const customer = sessions[0]?.params.customer;
    expect(sessions[1]?.params.customer).toBe(customer ?? "missing");
    const portals = stripe.calls("POST", "/v1/billing_portal/sessions").filter((r) => r.params.customer === customer);
    expect(portals).toHaveLength(1);
  });

  test("two checkouts racing for a new workspace end with one stored customer", async () => {
    const user = await t.createUser();
    const responses = await Promise.all(
      ["basic", "pro"].map((plan_tier) =>
        t.request("/v1/billing/checkout", { token: user.token, json: { plan_tier } }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    const creates = stripe
      .calls("POST", "/v1/customers")
      .filter((r) => r.params["metadata[workspace_id]"] === user.workspaceId);
    expect(new Set(creates.map((c) => c.idempotencyKey))).toEqual(new Set([`adlens-customer-${user.workspaceId}`]));
    const sessions = stripe
      .calls("POST", "/v1/checkout/sessions")
      .filter((r) => r.params.client_reference_id === user.workspaceId);
    expect(new Set(sessions.map((s) => s.params.customer)).size).toBe(1);
  });

  test("enterprise is refused with a pointer to the sales contact form", async () => {
    const user = await t.createUser();
    const res = await t.request("/v1/billing/checkout", { token: user.token, json: { plan_tier: "enterprise" } });
    expect(res.status).toBe(400);
    const body = await json<ErrorBody>(res);
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.field).toBe("plan_tier");
    expect(body.error.message).toContain("/contact?inquiry=sales");
  });

  test("an unknown plan is a validation error naming the field", async () => {
    const user = await t.createUser();
    const res = await t.request("/v1/billing/checkout", { token: user.token, json: { plan_tier: "gold" } });
    expect(res.status).toBe(400);
    expect((await json<ErrorBody>(res)).error.field).toBe("plan_tier");
  });

  test("checkout and portal need a signed-in session", async () => {
    expect((await t.request("/v1/billing/checkout", { json: { plan_tier: "pro" } })).status).toBe(401);
    expect((await t.request("/v1/billing/portal", { method: "POST" })).status).toBe(401);
  });
});

test("with Stripe configured the free dev billing pages do not exist", async () => {
  expect((await t.request("/dev/billing/checkout?session=x")).status).toBe(404);
  expect((await t.request("/dev/billing/portal", { method: "POST", body: "session=x&action=cancel" })).status).toBe(
    404,
  );
});

describe("POST /v1/billing/portal with Stripe", () => {
  test("returns the Customer Portal URL with the settings return URL", async () => {
    const user = await t.createUser();
    const res = await t.request("/v1/billing/portal", { token: user.token, method: "POST" });
    expect(res.status).toBe(200);
    expect((await json<{ url: string }>(res)).url).toStartWith("https://billing.stripe.test/p/session/");
    const customer = stripe
      .calls("POST", "/v1/customers")
      .find((r) => r.params["metadata[workspace_id]"] === user.workspaceId);
    expect(customer).toBeDefined();
    const portal = stripe.calls("POST", "/v1/billing_portal/sessions").at(-1);
    expect(portal?.params.return_url).toBe("https://adlens.example/settings?portal=return");
  });

  test("a subscriber's checkout for another plan opens the portal on that plan change instead of a second subscription", async () => {
    const user = await t.createUser();
    await t.request("/v1/billing/checkout", { token: user.token, json: { plan_tier: "basic" } });
    const profile = await t.deps.db
      .selectFrom("workspaces")
      .select("stripe_customer_id")
      .where("personal_owner_id", "=", user.id)
      .executeTakeFirstOrThrow();
    const customer = profile.stripe_customer_id ?? "missing";
    const periodEnd = new Date(Date.now() + 20 * 86_400_000);
    stripe.subscriptions.set("sub_upgrade", {
      id: "sub_upgrade",
      customer,
      price: "price_basic_test",
      status: "active",
      periodEnd,
      userId: user.id,
    });
    await t.deps.db
      .insertInto("subscriptions")
      .values({
        workspace_id: user.workspaceId,
        stripe_customer_id: customer,
        stripe_subscription_id: "sub_upgrade",
        status: "active",
        tier: "basic",
        current_period_end: periodEnd,
      })
      .execute();
    const sessionsBefore = stripe.calls("POST", "/v1/checkout/sessions").length;

    const res = await t.request("/v1/billing/checkout", { token: user.token, json: { plan_tier: "pro" } });
    expect(res.status).toBe(200);
    expect((await json<{ url: string }>(res)).url).toStartWith("https://billing.stripe.test/p/session/");
    expect(stripe.calls("POST", "/v1/checkout/sessions")).toHaveLength(sessionsBefore);
    const portal = stripe.calls("POST", "/v1/billing_portal/sessions").at(-1);
    expect(portal?.params).toMatchObject({
      customer,
      "flow_data[type]": "subscription_update_confirm",
      "flow_data[subscription_update_confirm][subscription]": "sub_upgrade",
      "flow_data[subscription_update_confirm][items][0][id]": "si_sub_upgrade",
      "flow_data[subscription_update_confirm][items][0][price]": "price_pro_test",
      "flow_data[after_completion][redirect][return_url]": "https://adlens.example/settings?tab=billing&success=true",
    });

    const same = await t.request("/v1/billing/checkout", { token: user.token, json: { plan_tier: "basic" } });
    expect(same.status).toBe(409);
    expect((await json<ErrorBody>(same)).error.message).toBe("You are already on the Basic plan.");
  });
});

describe("billing in production without Stripe", () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await startTestApp({ env: { NODE_ENV: "production" } });
  });
  afterAll(() => prod.close());

  test("checkout, portal and webhook answer 503 billing_not_configured", async () => {
    const user = await prod.createUser();
    const calls = [
      prod.request("/v1/billing/checkout", { token: user.token, json: { plan_tier: "pro" } }),
      prod.request("/v1/billing/portal", { token: user.token, method: "POST" }),
      prod.request("/v1/billing/webhook", { body: "{}", headers: { "stripe-signature": "t=1,v1=x" }, method: "POST" }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(503);
      expect((await json<ErrorBody>(res)).error.code).toBe("billing_not_configured");
    }
  });

  test("the subscription state still answers from the database, and dev billing pages do not exist", async () => {
    const user = await prod.createUser({ tier: "enterprise" });
    const res = await prod.request("/v1/billing/subscription", { token: user.token });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({
      subscribed: true,
      subscription_tier: "enterprise",
      billing_mode: "disabled",
    });
    expect((await prod.request("/dev/billing/checkout?session=x")).status).toBe(404);
    expect((await prod.request("/dev/billing/portal?session=x")).status).toBe(404);
  });
});
