import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { createHmac } from "node:crypto";
import { QUEUES, webhookRetries } from "../../src/jobs/queue.ts";
import { TEST_TIMEOUT_MS, upload } from "../analyses/helpers.ts";
import { startTestApp, type TestApp } from "../harness.ts";
import { batchForm, generatedAd } from "../jobs/ads.ts";
import { startReceiver } from "./receiver.ts";

setDefaultTimeout(TEST_TIMEOUT_MS * 2);

interface Endpoint {
  id: string;
  url: string;
  events: string[];
  secret?: string;
  secret_prefix: string;
}
interface Delivery {
  id: string;
  event: string;
  status: string;
  attempts: number;
  response_status: number | null;
  error: string | null;
  last_attempt_at: string | null;
}
interface Event {
  id: string;
  type: string;
  data: Record<string, unknown>;
}

let t: TestApp;
let receiver: ReturnType<typeof startReceiver>;
beforeAll(async () => {
  receiver = startReceiver();
  // The shipped retry schedule (30 s, doubling): tests move a waiting retry forward instead of waiting.
  t = await startTestApp({ env: { FETCH_ALLOW_HOSTS: receiver.host } });
});
afterAll(async () => {
  await t.close();
  receiver.stop();
});

async function register(token: string, path: string, events: string[]): Promise<Endpoint> {
  const res = await t.request("/v1/webhooks", {
    method: "POST",
    token,
    json: { url: `${receiver.url}${path}`, events },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Endpoint;
}

/** Checks the signature the way the docs tell receivers to, with nothing of ours. */
function expectSigned(headers: Headers, body: string, secret: string) {
  const header = headers.get("adlens-signature") ?? "";
  const match = header.match(/^t=(\d+),v1=([0-9a-f]{64})$/);
  expect(match).not.toBeNull();
  const [, ts, v1] = match as RegExpMatchArray;
  expect(Math.abs(Date.now() / 1000 - Number(ts))).toBeLessThan(120);
  expect(v1).toBe(createHmac("sha256", secret).update(`${ts}.${body}`).digest("hex"));
  // The same body under another secret does not verify.
  expect(v1).not.toBe(createHmac("sha256", `${secret}x`).update(`${ts}.${body}`).digest("hex"));
}

async function deliveries(
  token: string,
  id: string,
  query = "",
): Promise<{ data: Delivery[]; next_cursor: string | null }> {
  const res = await t.request(`/v1/webhooks/${id}/deliveries${query}`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as { data: Delivery[]; next_cursor: string | null };
}

/** Waits until the delivery's log shows `attempts` attempts. */
async function deliveryAfter(token: string, endpointId: string, attempts: number): Promise<Delivery> {
  for (let i = 0; i < 300; i++) {
    const [d] = (await deliveries(token, endpointId)).data;
    if (d && d.attempts >= attempts && (d.status !== "pending" || (await retryWaiting(d.id)))) return d;
    await Bun.sleep(50);
  }
  throw new Error(`no delivery with ${attempts} attempts on ${endpointId}`);
}

/** The delivery's pg-boss job, once it waits for a retry; null while it is queued or running. */
async function retryWaiting(deliveryId: string) {
  const job = await t.deps.jobs.getJobById(QUEUES.webhook, deliveryId);
  return job?.state === "retry" ? job : null;
}

/**
 * Time travel for one delivery: reads when pg-boss scheduled its next attempt (seconds after the
 * last one) and moves that attempt to now through pg-boss's own update, which wakes the workers.
 */
async function skipBackoff(deliveryId: string, lastAttemptAt: string): Promise<number> {
  const job = await retryWaiting(deliveryId);
  if (!job) throw new Error(`delivery ${deliveryId} is not waiting for a retry`);
  const delaySeconds = (job.startAfter.getTime() - Date.parse(lastAttemptAt)) / 1000;
  await t.deps.jobs.update({ name: QUEUES.webhook, options: { id: deliveryId, startAfter: new Date() } });
  return delaySeconds;
}

describe("webhook endpoints", () => {
  test("are a Pro and Enterprise feature", async () => {
    const basic = await t.createUser({ tier: "basic" });
    const res = await t.request("/v1/webhooks", {
      method: "POST",
      token: basic.token,
      json: { url: `${receiver.url}/hook`, events: ["analysis.completed"] },
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("plan_required");
  });

  test("show the secret once, list without it, and are deleted with their log", async () => {
    const pro = await t.createUser({ tier: "pro" });
    const created = await register(pro.token, "/hook", ["analysis.completed"]);
    expect(created.secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(created.secret?.startsWith(created.secret_prefix)).toBe(true);
    const list = (await (await t.request("/v1/webhooks", { token: pro.token })).json()) as { data: Endpoint[] };
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).not.toHaveProperty("secret");
    expect(JSON.stringify(list)).not.toContain(created.secret as string);
    // Stored sealed, not in the clear.
    const row = await t.deps.db
      .selectFrom("webhook_endpoints")
      .selectAll()
      .where("id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(row.secret_encrypted).not.toContain((created.secret as string).slice(6));

    const other = await t.createUser({ tier: "pro" });
    expect((await t.request(`/v1/webhooks/${created.id}`, { method: "DELETE", token: other.token })).status).toBe(404);
    expect((await t.request(`/v1/webhooks/${created.id}/deliveries`, { token: other.token })).status).toBe(404);
    expect((await t.request(`/v1/webhooks/${created.id}`, { method: "DELETE", token: pro.token })).status).toBe(204);
    expect((await t.request(`/v1/webhooks/${created.id}/deliveries`, { token: pro.token })).status).toBe(404);
    const after = (await (await t.request("/v1/webhooks", { token: pro.token })).json()) as { data: Endpoint[] };
    expect(after.data).toHaveLength(0);
  });

  test("refuse unknown events and addresses the SSRF rules forbid", async () => {
    const pro = await t.createUser({ tier: "pro" });
    const bad = await t.request("/v1/webhooks", {
      method: "POST",
      token: pro.token,
      json: { url: `${receiver.url}/hook`, events: ["analysis.started"] },
    });
    expect(bad.status).toBe(400);
    for (const url of [
      "https://10.1.2.3/hook",
      "https://169.254.169.254/latest",
      "http://127.0.0.1:1/hook",
      "ftp://example.com/x",
    ]) {
      const res = await t.request("/v1/webhooks", {
        method: "POST",
        token: pro.token,
        json: { url, events: ["batch.completed"] },
      });
      expect(res.status).toBe(422);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("url_not_allowed");
    }
  });
});

describe("deliveries", () => {
  test("an upload's analysis.completed arrives signed, and is logged as delivered", async () => {
    const pro = await t.createUser({ tier: "pro" });
    const endpoint = await register(pro.token, "/uploads", ["analysis.completed", "analysis.failed"]);
    const res = await upload(t, pro.token, await generatedAd(1), "one.png");
    expect(res.status).toBe(201);
    const analysis = (await res.json()) as { id: string };

    const [hit] = await receiver.waitFor("analysis.completed", 1, "/uploads");
    if (!hit) throw new Error("no delivery");
    expectSigned(hit.headers, hit.body, endpoint.secret as string);
    const event = JSON.parse(hit.body) as Event;
    expect(event.data).toMatchObject({ id: analysis.id, filename: "one.png", status: "done", batch_id: null });
    expect(typeof event.data.effectiveness_score).toBe("number");
    expect(hit.headers.get("adlens-event")).toBe("analysis.completed");

    const log = await deliveries(pro.token, endpoint.id);
    expect(log.data).toHaveLength(1);
    expect(log.data[0]).toMatchObject({
      event: "analysis.completed",
      status: "succeeded",
      attempts: 1,
      response_status: 200,
    });
    expect(log.data[0]?.id).toBe(hit.headers.get("adlens-delivery-id") ?? "");
  });

  test("a batch sends each item's event and one batch.completed, failures included", async () => {
    const pro = await t.createUser({ tier: "pro" });
    const endpoint = await register(pro.token, "/batches", ["analysis.failed", "batch.completed"]);
    const form = batchForm([{ bytes: await generatedAd(2), name: "good.png" }]);
    const accepted = await t.request("/v1/batches", { method: "POST", token: pro.token, body: form });
    expect(accepted.status).toBe(202);
    const good = (await accepted.json()) as { id: string };
    const missing = await t.request("/v1/batches", {
      method: "POST",
      token: pro.token,
      json: { images: [{ image_url: `${receiver.url}/missing.png`, filename: "missing.png" }] },
    });
    expect(missing.status).toBe(202);
    const bad = (await missing.json()) as { id: string; items: { id: string }[] };

    const batches = await receiver.waitFor("batch.completed", 2, "/batches");
    const byId = new Map(batches.map((b) => [(JSON.parse(b.body) as Event).data.id, JSON.parse(b.body) as Event]));
    expect(byId.get(good.id)?.data).toMatchObject({ total: 1, done: 1, failed: 0 });
    expect(byId.get(bad.id)?.data).toMatchObject({ total: 1, done: 0, failed: 1 });
    const [failed] = await receiver.waitFor("analysis.failed", 1, "/batches");
    const event = JSON.parse(failed?.body ?? "{}") as Event;
    expect(event.data).toMatchObject({
      id: bad.items[0]?.id,
      batch_id: bad.id,
      status: "failed",
      error: { code: "fetch_failed" },
    });
    // Not subscribed: no analysis.completed reached this endpoint.
    expect(
      receiver.received.filter((r) => r.path === "/batches" && JSON.parse(r.body).type === "analysis.completed"),
    ).toHaveLength(0);
    for (const b of batches) expectSigned(b.headers, b.body, endpoint.secret as string);
  });

  test("a failing receiver is retried with backoff until it answers 2xx, each attempt logged", async () => {
    const pro = await t.createUser({ tier: "pro" });
    const endpoint = await register(pro.token, "/flaky", ["analysis.completed"]);
    receiver.failNextRequests(2);
    expect((await upload(t, pro.token, await generatedAd(3), "flaky.png")).status).toBe(201);
    for (const attempts of [1, 2]) {
      const failed = await deliveryAfter(pro.token, endpoint.id, attempts);
      expect(failed).toMatchObject({ status: "pending", attempts, response_status: 503 });
      await skipBackoff(failed.id, failed.last_attempt_at as string);
    }
    const [hit] = await receiver.waitFor("analysis.completed", 1, "/flaky");
    // Re-signed per attempt over the same body.
    expectSigned(hit?.headers as Headers, hit?.body as string, endpoint.secret as string);
    const log = await deliveryAfter(pro.token, endpoint.id, 3);
    expect(log).toMatchObject({ status: "succeeded", attempts: 3, response_status: 200, error: null });
  });

  test("a receiver that never answers 2xx is retried on a doubling schedule for about a day, then its delivery fails", async () => {
    const pro = await t.createUser({ tier: "pro" });
    const endpoint = await register(pro.token, "/down", ["analysis.completed"]);
    expect((await upload(t, pro.token, await generatedAd(4), "down.png")).status).toBe(201);
    const first = t.deps.config.jobs.webhookRetryDelaySeconds;
    const retries = webhookRetries(first);
    const delays: number[] = [];
    let log = await deliveryAfter(pro.token, endpoint.id, 1);
    for (let attempt = 1; attempt <= retries; attempt++) {
      expect(log).toMatchObject({ status: "pending", attempts: attempt, response_status: 500 });
      expect(log.error).toContain("HTTP 500");
      delays.push(await skipBackoff(log.id, log.last_attempt_at as string));
      log = await deliveryAfter(pro.token, endpoint.id, attempt + 1);
    }
    // pg-boss waits first * 2^n, plus up to as much again of jitter, at most 3 h.
    const cap = 3 * 3600;
    delays.forEach((delay, n) => {
      expect(delay).toBeGreaterThanOrEqual(Math.min(cap, first * 2 ** n) - 1);
      expect(delay).toBeLessThanOrEqual(Math.min(cap, first * 2 ** (n + 1)) + 1);
    });
    expect(delays.filter((d) => d < cap - 1).length).toBeGreaterThanOrEqual(6);
    const total = delays.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(24 * 3600);
    expect(total).toBeLessThan(30 * 3600);

    // The last attempt ends the delivery with its reason, and pg-boss holds nothing more for it.
    expect(log).toMatchObject({ status: "failed", attempts: retries + 1, response_status: 500 });
    expect(log.error).toContain("HTTP 500");
    expect(receiver.downHits()).toBe(retries + 1);
    // The log is written inside the job's handler; pg-boss completes the job when it returns.
    const settled = async () => {
      for (let i = 0; i < 100; i++) {
        const job = await t.deps.jobs.getJobById(QUEUES.webhook, log.id);
        if (job?.state !== "active") return job?.state;
        await Bun.sleep(100);
      }
      return "active";
    };
    expect(await settled()).toBe("completed");
  });

  test("a secret that cannot be opened (JWT_SECRET rotated) is logged as our error, and nothing unsigned is sent", async () => {
    const pro = await t.createUser({ tier: "pro" });
    const endpoint = await register(pro.token, "/rotated", ["analysis.completed"]);
    const sealedElsewhere = "AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA.AAAA";
    await t.deps.db
      .updateTable("webhook_endpoints")
      .set({ secret_encrypted: sealedElsewhere })
      .where("id", "=", endpoint.id)
      .execute();
    expect((await upload(t, pro.token, await generatedAd(7), "rotated.png")).status).toBe(201);
    let log = await deliveries(pro.token, endpoint.id);
    for (let i = 0; i < 100 && (log.data[0]?.attempts ?? 0) < 1; i++) {
      await Bun.sleep(100);
      log = await deliveries(pro.token, endpoint.id);
    }
    expect(log.data[0]).toMatchObject({ status: "pending", response_status: null });
    expect(log.data[0]?.error).toContain("AdLens side");
    expect(receiver.received.filter((r) => r.path === "/rotated")).toHaveLength(0);
  });

  test("the delivery log pages with a cursor", async () => {
    const pro = await t.createUser({ tier: "pro" });
    const endpoint = await register(pro.token, "/paged", ["analysis.completed"]);
    for (let i = 0; i < 3; i++)
      expect((await upload(t, pro.token, await generatedAd(10 + i), `p${i}.png`)).status).toBe(201);
    await receiver.waitFor("analysis.completed", 3, "/paged");
    const first = await deliveries(pro.token, endpoint.id, "?limit=2");
    expect(first.data).toHaveLength(2);
    expect(first.next_cursor).not.toBeNull();
    const second = await deliveries(pro.token, endpoint.id, `?limit=2&cursor=${first.next_cursor}`);
    expect(second.data).toHaveLength(1);
    expect(second.next_cursor).toBeNull();
    const ids = new Set([...first.data, ...second.data].map((d) => d.id));
    expect(ids.size).toBe(3);
  });
});

describe("secret rotation", () => {
  test("returns a new secret once; from then on every attempt, retries of earlier events included, is signed with it", async () => {
    const pro = await t.createUser({ tier: "pro" });
    const endpoint = await register(pro.token, "/rotating", ["analysis.completed"]);
    const old = endpoint.secret as string;
    // An event whose first attempt fails under the old secret, so its retry comes after the rotation.
    receiver.failNextRequests(1);
    expect((await upload(t, pro.token, await generatedAd(20), "before.png")).status).toBe(201);
    const pending = await deliveryAfter(pro.token, endpoint.id, 1);
    expect(pending).toMatchObject({ status: "pending", response_status: 503 });

    const res = await t.request(`/v1/webhooks/${endpoint.id}/rotate-secret`, { method: "POST", token: pro.token });
    expect(res.status).toBe(200);
    const rotated = (await res.json()) as Endpoint;
    expect(rotated).toMatchObject({ id: endpoint.id, url: endpoint.url, events: endpoint.events });
    expect(rotated.secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(rotated.secret).not.toBe(old);
    expect(rotated.secret?.startsWith(rotated.secret_prefix)).toBe(true);
    // Shown once: the list has the new prefix and neither secret.
    const listed = await (await t.request("/v1/webhooks", { token: pro.token })).text();
    expect(listed).toContain(rotated.secret_prefix);
    expect(listed).not.toContain(rotated.secret as string);

    await skipBackoff(pending.id, pending.last_attempt_at as string);
    expect((await upload(t, pro.token, await generatedAd(21), "after.png")).status).toBe(201);
    const hits = await receiver.waitFor("analysis.completed", 2, "/rotating");
    for (const hit of hits) {
      expectSigned(hit.headers, hit.body, rotated.secret as string);
      const [, ts, v1] = (hit.headers.get("adlens-signature") ?? "").match(/^t=(\d+),v1=([0-9a-f]{64})$/) ?? [];
      expect(v1).not.toBe(createHmac("sha256", old).update(`${ts}.${hit.body}`).digest("hex"));
    }
    expect(hits.map((h) => JSON.parse(h.body).data.filename).sort()).toEqual(["after.png", "before.png"]);
  });

  test("is for the endpoint's own workspace, on Pro and Enterprise", async () => {
    const pro = await t.createUser({ tier: "pro" });
    const endpoint = await register(pro.token, "/hook", ["batch.completed"]);
    const other = await t.createUser({ tier: "pro" });
    const stranger = await t.request(`/v1/webhooks/${endpoint.id}/rotate-secret`, {
      method: "POST",
      token: other.token,
    });
    expect(stranger.status).toBe(404);
    const basic = await t.createUser({ tier: "basic" });
    const free = await t.request(`/v1/webhooks/${endpoint.id}/rotate-secret`, { method: "POST", token: basic.token });
    expect(free.status).toBe(403);
    // The refused attempts changed nothing: the original secret still signs.
    const row = await t.deps.db
      .selectFrom("webhook_endpoints")
      .select("secret_prefix")
      .where("id", "=", endpoint.id)
      .executeTakeFirstOrThrow();
    expect(row.secret_prefix).toBe(endpoint.secret_prefix);
  });
});

describe("outside tests", () => {
  test("a loopback webhook URL is refused even when FETCH_ALLOW_HOSTS names it, and http is refused", async () => {
    const dev = await startTestApp({ env: { NODE_ENV: "development", FETCH_ALLOW_HOSTS: receiver.host } });
    try {
      const pro = await dev.createUser({ tier: "pro" });
      for (const url of [
        `https://${receiver.host}/hook`,
        "https://127.0.0.1/hook",
        "https://[::1]/hook",
        `${receiver.url}/hook`,
      ]) {
        const res = await dev.request("/v1/webhooks", {
          method: "POST",
          token: pro.token,
          json: { url, events: ["batch.completed"] },
        });
        expect(res.status).toBe(422);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe("url_not_allowed");
      }
    } finally {
      await dev.close();
    }
  });
});

describe("retry schedule", () => {
  test("doubling delays from the configured first one, capped at 3 h, add up to about a day", () => {
    for (const first of [1, 30, 600]) {
      const n = webhookRetries(first);
      const delays = Array.from({ length: n }, (_, i) => Math.min(3 * 3600, first * 2 ** i));
      const total = delays.reduce((a, b) => a + b, 0);
      expect(total).toBeGreaterThanOrEqual(24 * 3600);
      expect(total - (delays.at(-1) ?? 0)).toBeLessThan(24 * 3600);
    }
  });
});
