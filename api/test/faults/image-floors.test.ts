import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { errorOf, multipart, startApp, TEST_TIMEOUT_MS, tinyPng, upload } from "../analyses/helpers.ts";
import type { TestApp } from "../harness.ts";

setDefaultTimeout(TEST_TIMEOUT_MS);

/** Images under the documented floor (50×50 px and 1 KB), each valid in every other way. */
async function tooSmall(): Promise<Record<string, Uint8Array>> {
  const solid = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: "#3366cc" } })
      .png()
      .toBuffer()
      .then((b) => new Uint8Array(b));
  const solidBig = await solid(100, 100);
  expect(solidBig.byteLength).toBeLessThan(1024);
  return {
    "1x1.png": await solid(1, 1),
    "49x200.png": await tinyPng(1, 49, 200),
    "200x49.png": await tinyPng(2, 200, 49),
    "under-1kb.png": solidBig,
  };
}

let t: TestApp;
let images: Record<string, Uint8Array>;
let host: Bun.Server<unknown>;
beforeAll(async () => {
  images = await tooSmall();
  host = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    fetch(request) {
      const bytes = images[path.basename(new URL(request.url).pathname)];
      return bytes
        ? new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { "content-type": "image/png" } })
        : new Response("missing", { status: 404 });
    },
  });
  t = await startApp({ env: { FETCH_ALLOW_HOSTS: `127.0.0.1:${host.port}` } });
});
afterAll(async () => {
  host.stop(true);
  await t.close();
});

/** Everything an upload can leave behind in a workspace: counters, reservations, rows, files. */
async function footprint(workspaceId: string) {
  const profile = await t.deps.db
    .selectFrom("workspaces")
    .select(["current_month_uploads", "total_uploads", "reserved_uploads"])
    .where("id", "=", workspaceId)
    .executeTakeFirstOrThrow();
  const reservations = await t.deps.db
    .selectFrom("quota_reservations")
    .select("id")
    .where("workspace_id", "=", workspaceId)
    .execute();
  const rows = await t.deps.db
    .selectFrom("image_analyses")
    .select("id")
    .where("workspace_id", "=", workspaceId)
    .execute();
  const files = await readdir(path.join(t.config.dataDir, "objects", workspaceId)).catch(() => []);
  return { ...profile, reservations: reservations.length, rows: rows.length, files: files.length };
}

const NOTHING = { current_month_uploads: 0, total_uploads: 0, reserved_uploads: 0, reservations: 0, rows: 0, files: 0 };

describe("the server's image floor (50×50 px, 1 KB)", () => {
  test("uploads, image URLs, the Pro API and the demo all refuse smaller images with 422 invalid_image, counting nothing", async () => {
    const user = await t.createUser({ tier: "pro" });
    const tokenRes = await t.request("/v1/tokens", { token: user.token, json: { name: "floors" } });
    const apiToken = ((await tokenRes.json()) as { token: string }).token;
    let ip = 0;
    for (const [name, bytes] of Object.entries(images)) {
      const url = `http://127.0.0.1:${host.port}/${name}`;
      const answers = {
        upload: await upload(t, user.token, bytes, name),
        url: await t.request("/v1/analyses", { token: user.token, json: { image_url: url } }),
        analyze: await t.request("/v1/analyze", { token: apiToken, json: { image_url: url } }),
        demo: await t.request("/v1/demo/analyze", {
          body: multipart(bytes, name),
          headers: { "x-forwarded-for": `198.51.100.${++ip}` },
        }),
      };
      for (const [route, res] of Object.entries(answers)) {
        const error = await errorOf(res);
        expect(`${name} via ${route}: ${error.status} ${error.code}`).toBe(`${name} via ${route}: 422 invalid_image`);
        expect(error.message).toMatch(/at least (50×50 px|1 KB)/);
      }
    }
    expect(await footprint(user.workspaceId)).toEqual(NOTHING);
  });

  test("an image exactly at the floor is analysed", async () => {
    const user = await t.createUser();
    const atFloor = await tinyPng(3, 50, 50);
    expect(atFloor.byteLength).toBeGreaterThanOrEqual(1024);
    const res = await upload(t, user.token, atFloor, "50x50.png");
    expect(res.status).toBe(201);
    const after = await footprint(user.workspaceId);
    expect(after).toMatchObject({ current_month_uploads: 1, reserved_uploads: 0, rows: 1 });
    expect(after.files).toBeGreaterThan(0);
  });
});
