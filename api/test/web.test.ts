import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type WebHandler, webHandler } from "../src/web.ts";

let dist: string;
let web: WebHandler;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), "adlens-web-"));
  await mkdir(path.join(dist, "assets"));
  await writeFile(path.join(dist, "index.html"), "<!doctype html><title>AdLens</title>");
  await writeFile(path.join(dist, "assets", "index-abcd1234.js"), "console.log(1)");
  await writeFile(path.join(os.tmpdir(), "adlens-outside.txt"), "secret");
  const handler = await webHandler(dist);
  if (!handler) throw new Error("no index.html");
  web = handler;
});
afterAll(() => rm(dist, { recursive: true, force: true }));

describe("serving the built web app", () => {
  test("deep links get index.html with a strict content security policy", async () => {
    const res = await web.serve("/reset-password");
    expect(await res.text()).toContain("<title>AdLens</title>");
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });

  test("hashed assets are cached for a year", async () => {
    const res = await web.serve("/assets/index-abcd1234.js");
    expect(await res.text()).toBe("console.log(1)");
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  test("no path escapes the build folder, and malformed escapes do not crash", async () => {
    for (const p of ["/../adlens-outside.txt", "/%2e%2e/adlens-outside.txt"]) {
      const res = await web.serve(p);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain("secret");
    }
    for (const p of ["/assets/%E0%A4%A", "/%00"]) {
      const res = await web.serve(p);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("<title>AdLens</title>");
    }
  });

  test("API paths are left to the API", () => {
    for (const p of ["/v1/plans", "/health", "/openapi.json", "/docs", "/dev/mailbox"]) expect(web.owns(p)).toBe(false);
    for (const p of ["/", "/dashboard/pro", "/assets/x.js"]) expect(web.owns(p)).toBe(true);
  });
});
