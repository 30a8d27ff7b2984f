import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Tier } from "@adlens/db";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { startTestApp, type TestApp, type TestAppOptions } from "../../../api/test/harness.ts";
import { CHROMIUM, ensureWebBuilt, hasChromium } from "../public/browser.ts";

export { hasChromium };

export const FIXTURES = path.resolve(import.meta.dir, "../../../api/test/fixtures/ads");
export const SCREENSHOTS = path.resolve(import.meta.dir, "../../../test-artifacts/screenshots");
const AXE = path.resolve(import.meta.dir, "../../../node_modules/axe-core/axe.min.js");

export interface DashboardEnv {
  t: TestApp;
  url: string;
  browser: Browser;
  /** A fresh context (own storage and client IP) signed in as a new user of `tier` through /login. */
  signedIn(tier: Tier, options?: { width?: number }): Promise<{ page: Page; user: TestUser }>;
  page(options?: { width?: number }): Promise<Page>;
  close(): Promise<void>;
}

export type TestUser = Awaited<ReturnType<TestApp["createUser"]>>;

let ip = 1;

export async function startDashboardEnv(options: TestAppOptions = {}): Promise<DashboardEnv> {
  ensureWebBuilt();
  const t = await startTestApp(options);
  const { url } = await t.listen();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  const contexts: BrowserContext[] = [];

  async function page(opts: { width?: number } = {}) {
    const context = await browser.newContext({
      viewport: { width: opts.width ?? 1280, height: 900 },
      colorScheme: "light",
      acceptDownloads: true,
      permissions: ["clipboard-read", "clipboard-write"],
      extraHTTPHeaders: { "x-forwarded-for": `10.9.${ip++ % 250}.1` },
    });
    contexts.push(context);
    // The cookie banner is another page's concern; decide it up front so it covers nothing.
    await context.addInitScript(() => {
      localStorage.setItem(
        "adlens.consent",
        JSON.stringify({
          analytics: false,
          preferences: false,
          marketing: false,
          decided_at: new Date().toISOString(),
        }),
      );
    });
    const p = await context.newPage();
    p.setDefaultTimeout(20_000);
    return p;
  }

  return {
    t,
    url,
    browser,
    page,
    async signedIn(tier, opts = {}) {
      const user = await t.createUser({ tier });
      const p = await page(opts);
      await p.goto(`${url}/login`);
      await p.getByLabel("Email").fill(user.email);
      await p.getByLabel("Password").fill(user.password);
      await p.getByRole("button", { name: "Sign In" }).click();
      await p.waitForURL((u) => u.pathname.startsWith("/dashboard"));
      return { page: p, user };
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => undefined);
      await browser.close();
      await t.close();
    },
  };
}

/** Uploads a fixture through the API as `token`, for tests whose subject is not the upload. */
export async function seedAnalysis(t: TestApp, token: string, file: string): Promise<{ id: string; filename: string }> {
  const form = new FormData();
  form.append("file", new Blob([await readFile(path.join(FIXTURES, file))]), file);
  const res = await t.request("/v1/analyses", { token, body: form });
  if (res.status !== 201) throw new Error(`seeding ${file} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: string; filename: string };
}

/** Full-page by default; dialogs are fixed to the viewport, so their shots pass `fullPage: false`. */
export async function screenshot(page: Page, name: string, opts: { fullPage?: boolean } = {}): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: opts.fullPage ?? true });
}

/** Waits for a toast containing `text` and returns every visible toast's text. */
export async function waitForToast(page: Page, text: string): Promise<string> {
  await page.locator("[data-sonner-toast]", { hasText: text }).first().waitFor();
  return (await page.locator("[data-sonner-toast]").allInnerTexts()).join("\n");
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Serious and critical axe-core violations on the page as it is now. The toast region belongs to
 * the app shell (its own suite checks it); toasts left over from sign-in would otherwise be
 * reported against every dashboard.
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  const hasAxe = await page.evaluate(() => "axe" in window);
  if (!hasAxe) await page.addScriptTag({ content: await readFile(AXE, "utf8") });
  const result = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: unknown): Promise<{ violations: unknown[] }> } }).axe;
    return axe.run({ include: [["body"]], exclude: [["[data-sonner-toaster]"]] });
  })) as { violations: AxeViolation[] };
  return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => `${v.id} (${v.impact}): ${v.help} @ ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
    .join("\n");
}
