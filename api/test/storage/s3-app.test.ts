import { afterAll, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { fixture, type Item, startApp, TEST_TIMEOUT_MS, upload } from "../analyses/helpers.ts";
import type { TestApp } from "../harness.ts";
import { startS3rver } from "./s3rver.ts";

setDefaultTimeout(TEST_TIMEOUT_MS);

let s3: Awaited<ReturnType<typeof startS3rver>>;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3rver();
  t = await startApp({ env: s3.env });
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

test("with S3 configured, an upload is stored in the bucket, served through the API and deleted with the row", async () => {
  expect(t.deps.storage.kind).toBe("s3");
  const health = (await (await t.request("/health")).json()) as { storage: { status: string; kind: string } };
  expect(health.storage).toEqual({ status: "ok", kind: "s3" });

  const user = await t.createUser({ tier: "pro" });
  const res = await upload(t, user.token, await fixture("ad-006.jpg"), "ad-006.jpg");
  expect(res.status).toBe(201);
  const item = (await res.json()) as Item;
  const row = await t.deps.db
    .selectFrom("image_analyses")
    .select(["image_key", "heatmap_key"])
    .where("id", "=", item.id)
    .executeTakeFirstOrThrow();
  const inBucket = await t.deps.storage.get(row.image_key);
  expect(inBucket?.contentType).toBe("image/jpeg");
  expect((await t.deps.storage.get(row.heatmap_key ?? ""))?.contentType).toBe("image/png");

  const served = await t.request(item.image_url);
  expect(served.status).toBe(200);
  expect(served.headers.get("content-type")).toBe("image/jpeg");
  expect(new Uint8Array(await served.arrayBuffer())).toEqual(inBucket?.body ?? new Uint8Array());
  expect((await t.request(item.heatmap_url ?? "")).headers.get("content-type")).toBe("image/png");

  expect((await t.request(`/v1/analyses/${item.id}`, { method: "DELETE", token: user.token })).status).toBe(204);
  expect(await t.deps.storage.get(row.image_key)).toBeNull();
  expect(await t.deps.storage.get(row.heatmap_key ?? "")).toBeNull();
});
