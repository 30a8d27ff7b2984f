import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { createHmac } from "node:crypto";
import { startTestApp, type TestApp } from "../../api/test/harness.ts";
import { generatedAd } from "../../api/test/jobs/ads.ts";
import { startReceiver } from "../../api/test/webhooks/receiver.ts";
import { AdLens, AdLensError, type Batch, verifyWebhook } from "../src/index.ts";
import { AD } from "./helpers.ts";

setDefaultTimeout(120_000);

let t: TestApp;
let receiver: ReturnType<typeof startReceiver>;
let client: AdLens;

beforeAll(async () => {
  receiver = startReceiver();
  t = await startTestApp({ env: { FETCH_ALLOW_HOSTS: receiver.host } });
  const url = (await t.listen()).url;
  const user = await t.createUser({ tier: "pro" });
  client = new AdLens({ baseUrl: url, token: user.token });
});
afterAll(async () => {
  await t.close();
  receiver.stop();
});

describe("batches", () => {
  test("create queues files (paths and bytes), wait reports progress until every item is done", async () => {
    const batch = await client.batches.create({
      files: [AD("ad-001.png"), { file: await generatedAd(5), filename: "generated.png" }],
    });
    expect(batch.total).toBe(2);
    expect(batch.items.map((i) => i.filename)).toEqual(["ad-001.png", "generated.png"]);
    const seen: Batch[] = [];
    const done = await client.batches.wait(batch.id, { intervalMs: 100, onProgress: (b) => seen.push(b) });
    expect(done.status).toBe("completed");
    expect(done.counts).toEqual({ queued: 0, running: 0, done: 2, failed: 0 });
    expect(seen.at(-1)?.status).toBe("completed");
    const again = await client.batches.get(batch.id);
    expect(again.items.map((i) => i.status)).toEqual(["done", "done"]);
    const analysis = await client.analyses.get(again.items[0]?.id as string);
    expect(analysis.id).toBe(again.items[0]?.id as string);
  });

  test("wait gives up with a timeout error when told to, and get of an unknown id is not_found", async () => {
    const batch = await client.batches.create({ images: [{ image_url: `${receiver.url}/slow.png` }] });
    const error = await client.batches.wait(batch.id, { intervalMs: 50, maxWaitMs: 1 }).catch((e) => e);
    expect(AdLensError.is(error, "timeout")).toBe(true);
    const missing = await client.batches.get(crypto.randomUUID()).catch((e) => e);
    expect(AdLensError.is(missing, "not_found")).toBe(true);
  });
});

describe("webhooks", () => {
  test("verify accepts the API's own signed delivery and refuses tampering, other secrets and replays", async () => {
    const endpoint = await client.webhooks.create({ url: `${receiver.url}/sdk`, events: ["analysis.completed"] });
    expect((await client.webhooks.list()).data.map((w) => w.id)).toContain(endpoint.id);
    await client.analyses.create({ file: await generatedAd(6), filename: "hooked.png" });
    const [hit] = await receiver.waitFor("analysis.completed", 1, "/sdk");
    if (!hit) throw new Error("no delivery");
    const signature = hit.headers.get("adlens-signature");
    expect(await client.webhooks.verify(signature, hit.body, endpoint.secret)).toBe(true);
    expect(await verifyWebhook(signature, new TextEncoder().encode(hit.body), endpoint.secret)).toBe(true);
    expect(await client.webhooks.verify(signature, `${hit.body} `, endpoint.secret)).toBe(false);
    expect(await client.webhooks.verify(signature, hit.body, `${endpoint.secret}0`)).toBe(false);
    expect(await client.webhooks.verify(null, hit.body, endpoint.secret)).toBe(false);
    expect(await client.webhooks.verify(signature, hit.body, endpoint.secret, { now: Date.now() + 10 * 60_000 })).toBe(
      false,
    );
    const deliveries = await client.webhooks.deliveries(endpoint.id, { limit: 5 });
    expect(deliveries.data[0]?.status).toBe("succeeded");
    await client.webhooks.delete(endpoint.id);
    expect((await client.webhooks.list()).data.map((w) => w.id)).not.toContain(endpoint.id);
  });

  test("rotateSecret returns a new secret that signs the next delivery; the old one no longer verifies", async () => {
    const endpoint = await client.webhooks.create({
      url: `${receiver.url}/sdk-rotate`,
      events: ["analysis.completed"],
    });
    const rotated = await client.webhooks.rotateSecret(endpoint.id);
    expect(rotated.id).toBe(endpoint.id);
    expect(rotated.secret).not.toBe(endpoint.secret);
    expect(rotated.secret.startsWith(rotated.secret_prefix)).toBe(true);
    await client.analyses.create({ file: await generatedAd(7), filename: "rotated.png" });
    const [hit] = await receiver.waitFor("analysis.completed", 1, "/sdk-rotate");
    if (!hit) throw new Error("no delivery");
    const signature = hit.headers.get("adlens-signature");
    expect(await client.webhooks.verify(signature, hit.body, rotated.secret)).toBe(true);
    expect(await client.webhooks.verify(signature, hit.body, endpoint.secret)).toBe(false);
    const missing = await client.webhooks.rotateSecret(crypto.randomUUID()).catch((e) => e);
    expect(AdLensError.is(missing, "not_found")).toBe(true);
    await client.webhooks.delete(endpoint.id);
  });

  test("verify matches an HMAC computed independently", async () => {
    const secret = "whsec_test";
    const body = JSON.stringify({ type: "batch.completed", data: { id: "b" } });
    const ts = Math.floor(Date.now() / 1000);
    const v1 = createHmac("sha256", secret).update(`${ts}.${body}`).digest("hex");
    expect(await verifyWebhook(`t=${ts},v1=${v1}`, body, secret)).toBe(true);
    expect(await verifyWebhook(`t=${ts - 3600},v1=${v1}`, body, secret)).toBe(false);
    // Change the last hex digit to another one (replacing it with a fixed digit is a no-op 1 time in 16).
    const tampered = v1.slice(0, -1) + (v1.endsWith("0") ? "1" : "0");
    expect(await verifyWebhook(`t=${ts},v1=${tampered}`, body, secret)).toBe(false);
  });
});
