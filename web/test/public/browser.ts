import { afterAll, beforeAll } from "bun:test";
import { existsSync, readdirSync, statSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { startServer } from "../../../api/src/server.ts";
import { startTestApp, type TestApp, type TestAppOptions } from "../../../api/test/harness.ts";

import { hasChromium, launchChromium } from "../chromium.ts";

export { hasChromium };

const WEB = path.resolve(import.meta.dir, "../..");
const ARTIFACTS = path.resolve(WEB, "../test-artifacts");
/**
 * A private build: other engineers' test runs rebuild web/dist at any moment, which would pull
 * hashed assets from under a page mid-test.
 */
export const TEST_DIST = path.join(ARTIFACTS, "web-dist");
const DIST_INDEX = path.join(TEST_DIST, "index.html");
export const SCREENSHOTS = path.join(ARTIFACTS, "screenshots");

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds the web app into TEST_DIST when it is missing or older than the web or SDK sources. */
export function ensureWebBuilt(): void {
  const built = existsSync(DIST_INDEX) ? statSync(DIST_INDEX).mtimeMs : 0;
  const sources = Math.max(
    newestMtime(path.join(WEB, "src")),
    statSync(path.join(WEB, "index.html")).mtimeMs,
    newestMtime(path.resolve(WEB, "../sdk/src")),
  );
  if (built > sources) return;
  const result = Bun.spawnSync(["bun", "run", "build.ts", "--outdir", TEST_DIST], {
    cwd: WEB,
    stdout: "pipe",
    stderr: "pipe",
  });
  if (result.exitCode !== 0) throw new Error(`web build failed:\n${result.stderr.toString()}`);
}

export interface PageOptions {
  /** Decide the cookie banner up front (all categories allowed or refused); undefined leaves it open. */
  consent?: boolean;
  width?: number;
  height?: number;
  colorScheme?: "light" | "dark";
}

export interface BrowserEnv {
  t: TestApp;
  url: string;
  browser: Browser;
  /** A fresh browser context (own storage, own client IP for rate limits) with a page in it. */
  page(options?: PageOptions): Promise<Page>;
  close(): Promise<void>;
}

export interface BrowserEnvOptions {
  app?: TestAppOptions;
  /** Playwright context options every page of this env gets (downloads, permissions). */
  context?: BrowserContextOptions;
  /** Playwright's default wait per action on every page. */
  timeout?: number;
}

let ipCounter = 1;

/**
 * The real server (API + the private TEST_DIST build) on a free port and a headless Chromium
 * driving it. The public and the signed-in suites both start from here.
 */
export async function startBrowserEnv(options: BrowserEnvOptions = {}): Promise<BrowserEnv> {
  ensureWebBuilt();
  const t = await startTestApp(options.app);
  const runtime = {
    deps: t.deps,
    dbKind: process.env.DATABASE_URL ? "postgres" : "pglite",
    close: async () => {},
  } as const;
  const { server, url } = await startServer(runtime, 0, TEST_DIST);
  const browser = await launchChromium();
  const contexts: BrowserContext[] = [];
  return {
    t,
    url,
    browser,
    async page(pageOptions = {}) {
      const context = await browser.newContext({
        ...options.context,
        viewport: { width: pageOptions.width ?? 1280, height: pageOptions.height ?? 900 },
        colorScheme: pageOptions.colorScheme ?? "light",
        // The harness trusts X-Forwarded-For: each context is its own client for rate limits.
        extraHTTPHeaders: { "x-forwarded-for": `10.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}.1` },
      });
      contexts.push(context);
      const consent = pageOptions.consent;
      if (consent !== undefined) {
        await context.addInitScript((allowed: boolean) => {
          localStorage.setItem(
            "adlens.consent",
            JSON.stringify({
              analytics: allowed,
              preferences: allowed,
              marketing: allowed,
              decided_at: new Date().toISOString(),
            }),
          );
        }, consent);
      }
      const page = await context.newPage();
      page.setDefaultTimeout(options.timeout ?? 15_000);
      return page;
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => undefined);
      await browser.close();
      await server.stop(true);
      await t.close();
    },
  };
}

/**
 * Starts an env before the file's tests (when Chromium is installed) and closes it after them.
 * The handle reads the env lazily, so tests use it as they would the env itself.
 */
export function registerForFile<T extends { close(): Promise<void> }>(start: () => Promise<T>): Omit<T, "close"> {
  let env: T | undefined;
  beforeAll(async () => {
    if (hasChromium) env = await start();
  }, 180_000);
  afterAll(async () => {
    await env?.close();
  });
  return new Proxy({} as Omit<T, "close">, {
    get(_, key) {
      if (!env) throw new Error("the browser env has not started (is Chromium installed?)");
      return env[key as keyof T];
    },
  });
}

export function registerBrowserEnv(options: BrowserEnvOptions = {}): Omit<BrowserEnv, "close"> {
  return registerForFile(() => startBrowserEnv(options));
}

/** The newest mail to an address in the dev mailbox, waiting for it to arrive. */
export async function latestMail(
  url: string,
  to: string,
  subjectPattern: RegExp,
): Promise<{ subject: string; text: string }> {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${url}/dev/mailbox?to=${encodeURIComponent(to)}`);
    const body = (await res.json()) as { data: { subject: string; text: string }[] };
    const mail = body.data.find((m) => subjectPattern.test(m.subject));
    if (mail) return mail;
    await Bun.sleep(100);
  }
  throw new Error(`no mail matching ${subjectPattern} to ${to}`);
}

/** The path and query of the first link in a mail that points at `pathname`. */
export function linkPath(text: string, pathname: string): string {
  const match = text.match(new RegExp(`https?://[^\\s"<>]*${pathname}\\?[^\\s"<>]+`));
  if (!match) throw new Error(`no ${pathname} link in mail:\n${text}`);
  const link = new URL(match[0]);
  return `${link.pathname}${link.search}`;
}

/** Full-page by default; dialogs are fixed to the viewport, so their shots pass `fullPage: false`. */
export async function screenshot(page: Page, name: string, opts: { fullPage?: boolean } = {}): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: opts.fullPage ?? true });
}

/** Text of the visible toasts (sonner), for assertions on titles and descriptions. */
export async function toastText(page: Page): Promise<string> {
  await page.waitForSelector("[data-sonner-toast]");
  return (await page.locator("[data-sonner-toast]").allInnerTexts()).join("\n");
}
