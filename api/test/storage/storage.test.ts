import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../../src/config.ts";
import { createStorage } from "../../src/storage/index.ts";
import { STALE_PARTIAL_MS } from "../../src/storage/local.ts";
import type { ObjectStorage } from "../../src/storage/storage.ts";
import { startS3rver } from "./s3rver.ts";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

function contract(name: string, make: () => ObjectStorage) {
  describe(`${name} storage`, () => {
    test("put, get, delete round-trip keeps bytes and content type", async () => {
      const storage = make();
      await storage.check();
      const key = `${crypto.randomUUID()}/1700000000000-ab12.png`;
      await storage.put(key, PNG, "image/png");
      const got = await storage.get(key);
      expect(got?.contentType).toBe("image/png");
      expect([...(got?.body ?? [])]).toEqual([...PNG]);
      await storage.delete(key);
      expect(await storage.get(key)).toBeNull();
    });

    test("a missing key reads as null and deleting it twice is harmless", async () => {
      const storage = make();
      const key = `${crypto.randomUUID()}/missing.webp`;
      expect(await storage.get(key)).toBeNull();
      await storage.delete(key);
      await storage.delete(key);
    });
  });
}

let dataDir: string;
let s3: Awaited<ReturnType<typeof startS3rver>>;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "adlens-storage-"));
  s3 = await startS3rver();
});
afterAll(async () => {
  await s3.close();
  await rm(dataDir, { recursive: true, force: true });
});

contract("local", () => createStorage(loadConfig({ DATA_DIR: dataDir })));
contract("s3", () => createStorage(loadConfig({ DATA_DIR: dataDir, ...s3.env })));

describe("backend selection and safety", () => {
  test("S3_BUCKET selects S3; without it files go under DATA_DIR/objects", async () => {
    expect(createStorage(loadConfig({ DATA_DIR: dataDir, ...s3.env })).kind).toBe("s3");
    const local = createStorage(loadConfig({ DATA_DIR: dataDir }));
    expect(local.kind).toBe("local");
    await local.put("owner-1/1.png", PNG, "image/png");
    expect(await readdir(path.join(dataDir, "objects", "owner-1"))).toEqual(["1.png"]);
  });

  test("a local write lands whole and leaves no temporary file beside the objects", async () => {
    const local = createStorage(loadConfig({ DATA_DIR: dataDir }));
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        local.put(`owner-2/${i % 4}.png`, new Uint8Array(4096).fill(i), "image/png"),
      ),
    );
    expect((await readdir(path.join(dataDir, "objects", "owner-2"))).sort()).toEqual([
      "0.png",
      "1.png",
      "2.png",
      "3.png",
    ]);
    const got = await local.get("owner-2/1.png");
    expect(got?.body.length).toBe(4096);
    expect(new Set(got?.body).size).toBe(1);
    expect(await readdir(path.join(dataDir, "objects", ".partial"))).toEqual([]);
  });

  test("partial writes a killed process left are swept once stale; fresh ones are kept", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "adlens-partials-"));
    const partials = path.join(dir, "objects", ".partial");
    await mkdir(partials, { recursive: true });
    await writeFile(path.join(partials, "stale"), "x");
    await writeFile(path.join(partials, "fresh"), "x");
    const old = new Date(Date.now() - STALE_PARTIAL_MS - 60_000);
    await utimes(path.join(partials, "stale"), old, old);
    const local = createStorage(loadConfig({ DATA_DIR: dir }));
    await local.put("owner-3/1.png", PNG, "image/png");
    expect(await readdir(partials)).toEqual(["fresh"]);
    await rm(dir, { recursive: true, force: true });
  });

  test("local keys cannot escape the objects folder", async () => {
    const local = createStorage(loadConfig({ DATA_DIR: dataDir }));
    await expect(local.put("../escape.png", PNG, "image/png")).rejects.toThrow(/invalid storage key/);
    await expect(local.get("/etc/passwd")).rejects.toThrow(/invalid storage key/);
  });

  test("an S3 bucket that does not exist fails the health check", async () => {
    const broken = createStorage(loadConfig({ DATA_DIR: dataDir, ...s3.env, S3_BUCKET: "no-such-bucket" }));
    await expect(broken.check()).rejects.toThrow();
  });
});
