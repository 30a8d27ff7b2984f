/**
 * Lighthouse over the public pages, as a CI check: layout shift (CLS) under 0.1 and a
 * best-practices score of 100 on every page (console errors, CSP violations, deprecated APIs,
 * image aspect ratios…), on Lighthouse's default mobile emulation. It serves the built web app
 * (web/dist, built first when missing) from a real API on a throwaway database, and drives
 * Debian's Chromium through one browser for all pages to keep the check short.
 *
 *   bun run web/scripts/lighthouse.ts            # all public pages
 *   bun run web/scripts/lighthouse.ts / /login   # some
 */
import { existsSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServer } from "../../api/src/server.ts";
import { startTestApp } from "../../api/test/harness.ts";

const CHROMIUM = "/usr/bin/chromium";
const DIST = path.resolve(import.meta.dir, "../dist");
const MAX_CLS = 0.1;
const PUBLIC_PAGES = [
  "/",
  "/login",
  "/signup",
  "/forgot-password",
  "/reset-password?token=example",
  "/contact",
  "/demo",
  "/api-docs",
  "/privacy",
  "/terms",
  "/cookies",
  "/sales-deck",
];

if (!existsSync(CHROMIUM)) {
  console.error(`lighthouse: ${CHROMIUM} is missing (apt-get install -y chromium)`);
  process.exit(1);
}
if (!existsSync(path.join(DIST, "index.html"))) {
  const build = Bun.spawnSync(["bun", "run", "build.ts"], {
    cwd: path.dirname(DIST),
    stdout: "inherit",
    stderr: "inherit",
  });
  if (build.exitCode !== 0) process.exit(1);
}

const pages = process.argv.length > 2 ? process.argv.slice(2) : PUBLIC_PAGES;
const t = await startTestApp();
const runtime = { deps: t.deps, dbKind: "pglite", close: async () => {} } as const;
const { server, url } = await startServer(runtime, 0, DIST);
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"],
});

const failures: string[] = [];
try {
  for (const page of pages) {
    const result = await lighthouse(`${url}${page}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["best-practices"],
      onlyAudits: ["cumulative-layout-shift"],
    });
    if (!result) throw new Error(`lighthouse returned nothing for ${page}`);
    const { lhr } = result;
    const cls = lhr.audits["cumulative-layout-shift"]?.numericValue;
    const bestPractices = lhr.categories["best-practices"]?.score;
    const failed = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map((a) => a.id);
    console.log(
      `${page.padEnd(32)} CLS ${cls === undefined ? "?" : cls.toFixed(3)}  best practices ${bestPractices === null || bestPractices === undefined ? "?" : Math.round(bestPractices * 100)}${failed.length ? `  failing: ${failed.join(", ")}` : ""}`,
    );
    if (lhr.runtimeError) failures.push(`${page}: ${lhr.runtimeError.message}`);
    if (cls === undefined || cls >= MAX_CLS) failures.push(`${page}: CLS ${cls} (needs < ${MAX_CLS})`);
    if (bestPractices !== 1)
      failures.push(`${page}: best practices ${bestPractices} (needs 1), failing ${failed.join(", ")}`);
  }
} finally {
  chrome.kill();
  await server.stop(true);
  await t.close();
}

if (failures.length) {
  console.error(`\nlighthouse: ${failures.length} failed\n${failures.join("\n")}`);
  process.exit(1);
}
console.log(`lighthouse: ${pages.length} pages, CLS < ${MAX_CLS} and best practices 100 on each`);
