import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { verifyWebhook } from "../../../sdk/src/index.ts";
import { loadConfig } from "../../src/config.ts";
import { json, startTestApp, type TestApp } from "../harness.ts";
import { startReceiver } from "./receiver.ts";

let receiver: ReturnType<typeof startReceiver>;
beforeAll(() => {
  receiver = startReceiver();
});
afterAll(() => receiver.stop());

type Delivery = { id: string; event: string; status: string; response_status: number | null };

async function registered(t: TestApp, path: string) {
  const user = await t.createUser({ tier: "pro" });
  const res = await t.request("/v1/webhooks", {
    json: { url: `${receiver.url}${path}`, events: ["batch.completed"] },
    token: user.token,
  });
  expect(res.status).toBe(201);
  return { user, endpoint: await json<{ id: string; secret: string }>(res) };
}

async function deliveryLog(t: TestApp, token: string, id: string, until: (d: Delivery[]) => boolean) {
  for (;;) {
    const log = await json<{ data: Delivery[] }>(await t.request(`/v1/webhooks/${id}/deliveries`, { token }));
    if (until(log.data)) return log.data;
    await Bun.sleep(100);
  }
}

describe("POST /v1/webhooks/{id}/test", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { FETCH_ALLOW_HOSTS: receiver.host } });
  }, 60_000);
  afterAll(() => t.close());

  test("sends a signed ping, whatever the endpoint subscribes to, and logs its delivery", async () => {
    const { user, endpoint } = await registered(t, "/ping");
    const res = await t.request(`/v1/webhooks/${endpoint.id}/test`, { method: "POST", token: user.token });
    expect(res.status).toBe(202);
    const queued = await json<Delivery>(res);
    expect(queued).toMatchObject({ event: "ping", status: "pending" });

    const [hit] = await receiver.waitFor("ping", 1, "/ping");
    if (!hit) throw new Error("no ping arrived");
    const body = JSON.parse(hit.body) as { type: string; data: { endpoint_id: string } };
    expect(body.type).toBe("ping");
    expect(body.data.endpoint_id).toBe(endpoint.id);
    const signature = hit.headers.get("adlens-signature");
    expect(await verifyWebhook(signature, new TextEncoder().encode(hit.body), endpoint.secret)).toBe(true);

    const log = await deliveryLog(t, user.token, endpoint.id, (d) => d[0]?.status === "succeeded");
    expect(log[0]).toMatchObject({ id: queued.id, event: "ping", status: "succeeded", response_status: 200 });
  });

  test("another workspace's endpoint answers 404 and gets nothing", async () => {
    const { endpoint } = await registered(t, "/not-mine");
    const stranger = await t.createUser({ tier: "pro" });
    const res = await t.request(`/v1/webhooks/${endpoint.id}/test`, { method: "POST", token: stranger.token });
    expect(res.status).toBe(404);
  });
});

describe("WEBHOOK_DEV_HOSTS", () => {
  test("lets a development instance deliver to a named loopback receiver, and only that one", async () => {
    const dev = await startTestApp({ env: { NODE_ENV: "development", WEBHOOK_DEV_HOSTS: receiver.host } });
    try {
      const { user, endpoint } = await registered(dev, "/dev");
      await dev.request(`/v1/webhooks/${endpoint.id}/test`, { method: "POST", token: user.token });
      expect(await receiver.waitFor("ping", 1, "/dev")).toHaveLength(1);
      const other = await dev.request("/v1/webhooks", {
        json: { url: "http://127.0.0.1:9/elsewhere", events: ["batch.completed"] },
        token: user.token,
      });
      expect(other.status).toBe(422);
    } finally {
      await dev.close();
    }
  }, 60_000);

  test("without it a development instance refuses a loopback receiver; production refuses the setting", async () => {
    const dev = await startTestApp({ env: { NODE_ENV: "development" } });
    try {
      const user = await dev.createUser({ tier: "pro" });
      const res = await dev.request("/v1/webhooks", {
        json: { url: `${receiver.url}/dev`, events: ["batch.completed"] },
        token: user.token,
      });
      expect(res.status).toBe(422);
    } finally {
      await dev.close();
    }
    expect(() =>
      loadConfig({ NODE_ENV: "production", JWT_SECRET: "x".repeat(32), WEBHOOK_DEV_HOSTS: "127.0.0.1:4000" }),
    ).toThrow(/WEBHOOK_DEV_HOSTS/);
  }, 60_000);
});
