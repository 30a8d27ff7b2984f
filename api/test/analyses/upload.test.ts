import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { signAccessToken } from "../../src/services/auth/access-token.ts";
import type { startImageServer } from "../fetch/image-server.ts";
import type { TestApp } from "../harness.ts";
import {
  errorOf,
  fixture,
  type Item,
  multipart,
  startAppWithImageHost,
  TEST_TIMEOUT_MS,
  tinyPng,
  upload,
} from "./helpers.ts";

setDefaultTimeout(TEST_TIMEOUT_MS);

let t: TestApp;
let images: ReturnType<typeof startImageServer>;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app: t, images, close } = await startAppWithImageHost("ad-005.png"));
});
afterAll(() => close());

async function profile(userId: string) {
  return t.deps.db
    .selectFrom("workspaces")
    .select(["total_uploads", "current_month_uploads"])
    .where("personal_owner_id", "=", userId)
    .executeTakeFirstOrThrow();
}

async function storedFiles(workspaceId: string): Promise<string[]> {
  return readdir(path.join(t.config.dataDir, "objects", workspaceId)).catch(() => []);
}

describe("POST /v1/analyses (multipart)", () => {
  test("each accepted format is analysed, stored under <workspace id>/<timestamp> and counted once", async () => {
    const user = await t.createUser();
    for (const [name, ext] of [
      ["ad-001.png", "png"],
      ["ad-003.jpg", "jpg"],
      ["ad-002.webp", "webp"],
    ] as const) {
      const res = await upload(t, user.token, await fixture(name), name);
      expect(res.status).toBe(201);
      const item = (await res.json()) as Item;
      expect(item.filename).toBe(name);
      expect(item.image_url).toMatch(new RegExp(`^/v1/analyses/${item.id}/image\\?expires=\\d+&sig=`));
      expect(item.heatmap_url).toMatch(new RegExp(`^/v1/analyses/${item.id}/heatmap\\?expires=\\d+&sig=`));
      expect(typeof item.analysis_result.effectiveness_score).toBe("number");
      expect(item.analysis_result.filename).toBe(name);
      // The advice objects are stored and read back beside their sentences.
      const stored = (await (await t.request(`/v1/analyses/${item.id}`, { token: user.token })).json()) as Item;
      const advice = stored.analysis_result.advice as { text: string }[];
      expect(Array.isArray(advice)).toBe(true);
      expect(advice.map((a) => a.text)).toEqual(item.analysis_result.recommendations as string[]);
      const row = await t.deps.db
        .selectFrom("image_analyses")
        .select(["image_key", "heatmap_key", "mime_type"])
        .where("id", "=", item.id)
        .executeTakeFirstOrThrow();
      expect(row.image_key).toMatch(new RegExp(`^${user.workspaceId}/\\d{13}-[0-9a-f]{8}\\.${ext}$`));
      expect(row.heatmap_key).toBe(row.image_key.replace(/\.\w+$/, ".heatmap.png"));
    }
    expect(await profile(user.id)).toEqual({ total_uploads: 3, current_month_uploads: 3 });
    // Image, heatmap and thumbnail for each.
    expect((await storedFiles(user.workspaceId)).length).toBe(9);
  });

  test("the type comes from the bytes: a PNG declared as JPEG is stored as PNG", async () => {
    const user = await t.createUser();
    const res = await t.request("/v1/analyses", {
      token: user.token,
      body: multipart(await tinyPng(3), "holiday.jpg", "image/jpeg"),
    });
    expect(res.status).toBe(201);
    const item = (await res.json()) as Item;
    const image = await t.request(item.image_url);
    expect(image.headers.get("content-type")).toBe("image/png");
  });

  test("text or GIF bytes declared as an image are unsupported_media_type, and not counted", async () => {
    const user = await t.createUser();
    const text = new TextEncoder().encode("<svg onload=alert(1)></svg>");
    const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0]);
    for (const bytes of [text, gif]) {
      const res = await t.request("/v1/analyses", { token: user.token, body: multipart(bytes, "x.png", "image/png") });
      expect(await errorOf(res)).toMatchObject({ status: 415, code: "unsupported_media_type" });
    }
    expect(await profile(user.id)).toEqual({ total_uploads: 0, current_month_uploads: 0 });
  });

  test("a file over 10 MB is payload_too_large", async () => {
    const user = await t.createUser();
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const res = await upload(t, user.token, big);
    expect(await errorOf(res)).toMatchObject({ status: 413, code: "payload_too_large" });
  });

  test("an oversized declared body is refused before it is read", async () => {
    const user = await t.createUser();
    const res = await t.request("/v1/analyses", {
      token: user.token,
      headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(10_600_000) },
      body: "--x--",
    });
    expect(await errorOf(res)).toMatchObject({ status: 413, code: "payload_too_large" });
  });

  test("a chunked body without content-length is cut off at the limit, even an endless one", async () => {
    const user = await t.createUser();
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const res = await t.app.handle(
      new Request("http://localhost/v1/analyses", {
        method: "POST",
        headers: { authorization: `Bearer ${user.token}`, "content-type": "multipart/form-data; boundary=x" },
        body: endless,
        duplex: "half",
      } as RequestInit),
    );
    expect(await errorOf(res)).toMatchObject({ status: 413, code: "payload_too_large" });
    expect(pulled).toBeLessThan(12 * 1024 * 1024);
  });

  test("a decompression bomb (49 megapixels in a small PNG) is invalid_image", async () => {
    const user = await t.createUser();
    const bomb = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    const res = await upload(t, user.token, new Uint8Array(bomb), "bomb.png");
    const error = await errorOf(res);
    expect(error).toMatchObject({ status: 422, code: "invalid_image" });
    expect(error.message).toMatch(/megapixels/);
    expect(await profile(user.id)).toEqual({ total_uploads: 0, current_month_uploads: 0 });
  });

  test("truncated or corrupt images are invalid_image, never a 500", async () => {
    const user = await t.createUser();
    const jpg = await fixture("ad-003.jpg");
    const png = await fixture("ad-001.png");
    const webp = await fixture("ad-002.webp");
    const corrupt = png.slice();
    corrupt.fill(0x41, 60, 4000);
    for (const [bytes, name] of [
      [jpg.slice(0, jpg.byteLength / 2), "half.jpg"],
      [png.slice(0, png.byteLength / 3), "third.png"],
      [webp.slice(0, 200), "head.webp"],
      [corrupt, "corrupt.png"],
      [new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), "magic-only.jpg"],
    ] as const) {
      const res = await upload(t, user.token, bytes, name);
      expect(`${name} ${JSON.stringify(await errorOf(res))}`).toContain('"code":"invalid_image"');
    }
    expect(await profile(user.id)).toEqual({ total_uploads: 0, current_month_uploads: 0 });
    expect(await storedFiles(user.workspaceId)).toEqual([]);
  });

  test("EXIF orientation is applied and every bit of metadata, GPS included, is removed", async () => {
    const user = await t.createUser();
    const red = await sharp({ create: { width: 60, height: 60, channels: 3, background: "#ff0000" } })
      .png()
      .toBuffer();
    const photo = await sharp({ create: { width: 120, height: 60, channels: 3, background: "#0000ff" } })
      .composite([{ input: red, left: 0, top: 0 }])
      .jpeg()
      .withExif({
        IFD0: { Make: "SpyCam", Model: "Leaky 3000" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes(Buffer.from("SpyCam"))).toBe(true);
    expect(before.exif?.includes(Buffer.from([0x88, 0x25])) || before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(
      true,
    );

    const res = await t.request("/v1/analyses", {
      token: user.token,
      body: multipart(new Uint8Array(photo), "phone.jpg", "image/jpeg"),
    });
    expect(res.status).toBe(201);
    const item = (await res.json()) as Item;
    const stored = Buffer.from(await (await t.request(item.image_url)).arrayBuffer());
    const after = await sharp(stored).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from("SpyCam"))).toBe(false);
    // Orientation 6 means "rotate 90° clockwise": the 120×60 landscape becomes 60×120 with red on top.
    expect([after.width, after.height]).toEqual([60, 120]);
    const { data } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    expect(data[2]).toBeLessThan(50);
    expect(data[data.length - 1]).toBeGreaterThan(200);
  });

  test("a missing file field, a wrong body type and malformed JSON are named errors", async () => {
    const user = await t.createUser();
    const form = new FormData();
    form.append("picture", new File([(await tinyPng()) as Uint8Array<ArrayBuffer>], "a.png"));
    expect(await errorOf(await t.request("/v1/analyses", { token: user.token, body: form }))).toMatchObject({
      status: 400,
      code: "validation_failed",
      field: "file",
    });
    const textField = new FormData();
    textField.append("file", "not a file");
    expect(await errorOf(await t.request("/v1/analyses", { token: user.token, body: textField }))).toMatchObject({
      status: 400,
      field: "file",
    });
    expect(
      await errorOf(
        await t.request("/v1/analyses", { token: user.token, headers: { "content-type": "text/plain" }, body: "hi" }),
      ),
    ).toMatchObject({ status: 415, code: "unsupported_media_type" });
    expect(
      await errorOf(
        await t.request("/v1/analyses", {
          token: user.token,
          headers: { "content-type": "application/json" },
          body: "{not json",
        }),
      ),
    ).toMatchObject({ status: 400, code: "invalid_json" });
    expect(await errorOf(await t.request("/v1/analyses", { token: user.token, json: {} }))).toMatchObject({
      status: 400,
      code: "validation_failed",
      field: "image_url",
    });
    expect(
      await errorOf(await t.request("/v1/analyses", { token: user.token, json: { image_url: 42, filename: "x" } })),
    ).toMatchObject({ status: 400, field: "image_url" });
    expect(
      await errorOf(
        await t.request("/v1/analyses", {
          token: user.token,
          json: { image_url: `${images.base}/ad.png`, filename: 7 },
        }),
      ),
    ).toMatchObject({ status: 400, field: "filename" });
  });

  test("no token, an expired token or a revoked session is 401", async () => {
    const user = await t.createUser();
    const png = await tinyPng();
    expect((await t.request("/v1/analyses", { body: multipart(png) })).status).toBe(401);
    const session = await t.deps.db
      .selectFrom("sessions")
      .select("id")
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    const old = await signAccessToken(
      t.config.jwtSecret,
      { userId: user.id, sessionId: session.id },
      new Date(Date.now() - 2 * 3600_000),
    );
    expect(await errorOf(await upload(t, old.token, png))).toMatchObject({ status: 401, code: "unauthorized" });
    await t.deps.db.updateTable("sessions").set({ revoked_at: new Date() }).where("id", "=", session.id).execute();
    expect(await errorOf(await upload(t, user.token, png))).toMatchObject({ status: 401, code: "unauthorized" });
    expect(await profile(user.id)).toEqual({ total_uploads: 0, current_month_uploads: 0 });
  });

  test("the same upload twice at once gives two analyses with separate files", async () => {
    const user = await t.createUser();
    const png = await fixture("ad-007.png");
    const [a, b] = await Promise.all([upload(t, user.token, png, "same.png"), upload(t, user.token, png, "same.png")]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const [ia, ib] = [(await a.json()) as Item, (await b.json()) as Item];
    expect(ia.id).not.toBe(ib.id);
    expect((await storedFiles(user.workspaceId)).length).toBe(6);
    expect(await profile(user.id)).toEqual({ total_uploads: 2, current_month_uploads: 2 });
  });
});

describe("POST /v1/analyses (JSON image_url)", () => {
  test("fetches the image from an allow-listed host and takes its name from the URL", async () => {
    const user = await t.createUser();
    const res = await t.request("/v1/analyses", { token: user.token, json: { image_url: `${images.base}/ad.png` } });
    expect(res.status).toBe(201);
    expect(((await res.json()) as Item).filename).toBe("ad.png");
    const named = await t.request("/v1/analyses", {
      token: user.token,
      json: { image_url: `${images.base}/redirect/2`, filename: "campaign.png" },
    });
    expect(((await named.json()) as Item).filename).toBe("campaign.png");
  });

  test("every blocked range is url_not_allowed through the route, and nothing is counted", async () => {
    const user = await t.createUser();
    const urls = [
      "http://127.0.0.1/a.png",
      "http://localhost/a.png",
      "http://10.0.0.1/a.png",
      "http://172.16.0.1/a.png",
      "http://192.168.1.1/a.png",
      "http://169.254.169.254/latest/meta-data/",
      "http://100.64.0.1/a.png",
      "http://0.0.0.0/a.png",
      "http://224.0.0.1/a.png",
      "http://240.0.0.1/a.png",
      "http://255.255.255.255/a.png",
      "http://[::1]/a.png",
      "http://[::]/a.png",
      "http://[::ffff:127.0.0.1]/a.png",
      "http://[::ffff:169.254.169.254]/a.png",
      "http://[fe80::1]/a.png",
      "http://[fc00::1]/a.png",
      "http://[ff02::1]/a.png",
      "http://[64:ff9b::a00:1]/a.png",
      `${images.base.replace("localhost", "127.0.0.1")}/ad.png`,
      `${images.base}/to-loopback`,
      `${images.base}/to-metadata`,
      "http://example.com:8080/a.png",
      "ftp://example.com/a.png",
      "file:///etc/passwd",
    ];
    for (const url of urls) {
      const res = await t.request("/v1/analyses", { token: user.token, json: { image_url: url } });
      const error = await errorOf(res);
      expect(`${url} ${error.status} ${error.code}`).toBe(`${url} 422 url_not_allowed`);
    }
    expect(await profile(user.id)).toEqual({ total_uploads: 0, current_month_uploads: 0 });
  });

  test("a missing image, a non-image and a too-large image give fetch_failed, 415 and 413", async () => {
    const user = await t.createUser();
    const missing = await t.request("/v1/analyses", {
      token: user.token,
      json: { image_url: `${images.base}/nope.png` },
    });
    expect(await errorOf(missing)).toMatchObject({ status: 422, code: "fetch_failed" });
    const text = await t.request("/v1/analyses", { token: user.token, json: { image_url: `${images.base}/text.png` } });
    expect(await errorOf(text)).toMatchObject({ status: 415, code: "unsupported_media_type" });
    const big = await t.request("/v1/analyses", {
      token: user.token,
      json: { image_url: `${images.base}/huge-chunked` },
    });
    expect(await errorOf(big)).toMatchObject({ status: 413, code: "payload_too_large" });
  });
});
