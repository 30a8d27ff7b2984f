import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestApp, type TestApp } from "../harness.ts";
import { STRIPE_TEST_ENV, signedEvent, signPayload, subscriptionObject } from "./stripe-stand-in.ts";

const T0 = new Date("2031-03-01T12:00:00Z");

/** A Stripe API that is up but failing: every call gets a 500 (the library retries, then gives up). */
const failingStripe = Bun.serve({
  hostname: "127.0.0.1",
  port: 0,
  fetch: () => Response.json({ error: { type: "api_error", message: "Stripe is having a bad day" } }, { status: 500 }),
});

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    env: { ...STRIPE_TEST_ENV, STRIPE_API_BASE: `http://127.0.0.1:${failingStripe.port}` },
    now: () => T0,
  });
});
afterAll(async () => {
  await t.close();
  failingStripe.stop(true);
});

const post = (payload: string, header: string) =>
  t.request("/v1/billing/webhook", {
    method: "POST",
    body: payload,
    headers: { "content-type": "application/json", "stripe-signature": header },
  });

async function answer(res: Response) {
  const body = (await res.json()) as { error?: { code: string; request_id: string } };
  expect(body.error?.request_id).toBe(res.headers.get("x-request-id") ?? "");
  return `${res.status} ${body.error?.code}`;
}

const subscription = () =>
  subscriptionObject({
    id: `sub_${crypto.randomUUID().slice(0, 8)}`,
    customer: "cus_unknown",
    price: STRIPE_TEST_ENV.STRIPE_PRICE_PRO,
    status: "active",
    periodEnd: new Date(T0.getTime() + 30 * 86_400_000),
  });

describe("Stripe webhook edge inputs", () => {
  test("a validly signed body that is not JSON is 400 invalid_json", async () => {
    const payload = "this is not json {";
    expect(await answer(await post(payload, await signPayload(payload, { at: T0 })))).toBe("400 invalid_json");
  });

  test("validly signed JSON that is not an event is 400 validation_failed", async () => {
    for (const payload of ["null", "[]", '"event"', '{"id":"evt_1"}', '{"id":"evt_2","type":"x","data":null}']) {
      const res = await post(payload, await signPayload(payload, { at: T0 }));
      expect(`${payload}: ${await answer(res)}`).toBe(`${payload}: 400 validation_failed`);
    }
  });

  test("timestamps outside the 300 s tolerance are refused in both directions", async () => {
    const event = { id: "evt_time", type: "customer.created", object: { id: "cus_1", object: "customer" } };
    for (const offset of [301, -301, 3600]) {
      const { payload, header } = await signedEvent(event, { at: new Date(T0.getTime() + offset * 1000) });
      expect(`${offset}s: ${await answer(await post(payload, header))}`).toBe(`${offset}s: 400 invalid_signature`);
    }
    const { payload, header } = await signedEvent(event, { at: new Date(T0.getTime() + 200_000) });
    expect((await post(payload, header)).status).toBe(200);
  });

  test("a Stripe API failure while applying an event is 502 billing_error, and the event stays unprocessed", async () => {
    const id = `evt_${crypto.randomUUID().slice(0, 8)}`;
    const { payload, header } = await signedEvent(
      { id, type: "customer.subscription.updated", object: subscription() },
      { at: T0 },
    );
    expect(await answer(await post(payload, header))).toBe("502 billing_error");
    const recorded = await t.deps.db.selectFrom("billing_events").select("id").where("id", "=", id).execute();
    expect(recorded).toEqual([]);
  }, 30_000);
});
