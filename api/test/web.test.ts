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
  await writeFile(path.join(dist, "robots.txt"), "User-agent: *\nDisallow: /dashboard\n");
  await writeFile(
    path.join(dist, "routes.json"),
    JSON.stringify({
      routes: [
        { path: "/", indexed: true },
        { path: "/privacy", indexed: true },
        { path: "/reset-password", indexed: false },
        { path: "/dashboard/pro", indexed: false },
        { path: "/shared/:token", indexed: false },
      ],
    }),
  );
  await writeFile(path.join(os.tmpdir(), "adlens-outside.txt"), "secret");
  const handler = await webHandler(dist, "https://adlens.example.com");
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
      expect(res.status).toBe(404);
      expect(await res.text()).toContain("<title>AdLens</title>");
    }
  });

  test("app routes answer 200, any other path 404 with the same page, which shows its own Page not found", async () => {
    for (const p of ["/", "/privacy", "/PRIVACY", "/dashboard/pro/", "/shared/abc123"]) {
      expect((await web.serve(p)).status).toBe(200);
    }
    for (const p of ["/pricing", "/dashboard/pro/extra", "/shared", "/shared/a/b"]) {
      const res = await web.serve(p);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toContain("text/html");
      expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
      expect(await res.text()).toContain("<title>AdLens</title>");
    }
  });

  test("sitemap.xml lists the public pages at the public URL, and robots.txt points at it", async () => {
    const res = await web.serve("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      "https://adlens.example.com/",
      "https://adlens.example.com/privacy",
    ]);
    const robots = await (await web.serve("/robots.txt")).text();
    expect(robots).toContain("Disallow: /dashboard");
    expect(robots.trimEnd().endsWith("Sitemap: https://adlens.example.com/sitemap.xml")).toBe(true);
  });

  test("API paths are left to the API", () => {
    for (const p of ["/v1/plans", "/health", "/openapi.json", "/docs", "/dev/mailbox"]) expect(web.owns(p)).toBe(false);
    for (const p of ["/", "/dashboard/pro", "/assets/x.js"]) expect(web.owns(p)).toBe(true);
  });
});
