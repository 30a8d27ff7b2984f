import { expect } from "bun:test";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Tier } from "@adlens/db";
import type { Browser, Page } from "playwright-core";
import type { TestApp, TestAppOptions } from "../../../api/test/harness.ts";
import { hasChromium, registerForFile, screenshot, startBrowserEnv } from "../public/browser.ts";

export { hasChromium, screenshot };

export const FIXTURES = path.resolve(import.meta.dir, "../../../api/test/fixtures/ads");
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

export async function startDashboardEnv(options: TestAppOptions = {}): Promise<DashboardEnv> {
  const env = await startBrowserEnv({
    app: options,
    context: { acceptDownloads: true, permissions: ["clipboard-read", "clipboard-write"] },
    timeout: 20_000,
  });
  // The cookie banner is another page's concern; decide it up front so it covers nothing.
  const page = (opts: { width?: number } = {}) => env.page({ consent: false, width: opts.width });
  return {
    t: env.t,
    url: env.url,
    browser: env.browser,
    page,
    async signedIn(tier, opts = {}) {
      const user = await env.t.createUser({ tier });
      const p = await page(opts);
      await p.goto(`${env.url}/login`);
      await p.getByLabel("Email").fill(user.email);
      await p.getByLabel("Password").fill(user.password);
      await p.getByRole("button", { name: "Sign In" }).click();
      await p.waitForURL((u) => u.pathname.startsWith("/dashboard"));
      return { page: p, user };
    },
    close: env.close,
  };
}

export function registerDashboardEnv(options: TestAppOptions = {}): Omit<DashboardEnv, "close"> {
  return registerForFile(() => startDashboardEnv(options));
}

/** Uploads a fixture through the API as `token`, for tests whose subject is not the upload. */
export async function seedAnalysis(t: TestApp, token: string, file: string): Promise<{ id: string; filename: string }> {
  const form = new FormData();
  form.append("file", new Blob([await readFile(path.join(FIXTURES, file))]), file);
  const res = await t.request("/v1/analyses", { token, body: form });
  if (res.status !== 201) throw new Error(`seeding ${file} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: string; filename: string };
}

/** Waits for a toast containing `text` and returns every visible toast's text. */
export async function waitForToast(page: Page, text: string): Promise<string> {
  await page.locator("[data-sonner-toast]", { hasText: text }).first().waitFor();
  return (await page.locator("[data-sonner-toast]").allInnerTexts()).join("\n");
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Moderate in axe's scale, but a skipped heading level breaks navigation by headings. */
const ALWAYS_REPORTED = new Set(["heading-order"]);

/**
 * Serious and critical axe-core violations on the page as it is now, plus heading-order. The
 * toast region belongs to the app shell (its own suite checks it); toasts left over from sign-in
 * would otherwise be reported against every dashboard.
 */
async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  const hasAxe = await page.evaluate(() => "axe" in window);
  // Evaluated over the DevTools protocol: the app's CSP (rightly) refuses injected script tags.
  if (!hasAxe) await page.evaluate(await readFile(AXE, "utf8"));
  const result = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: unknown): Promise<{ violations: unknown[] }> } }).axe;
    return axe.run({ include: [["body"]], exclude: [["[data-sonner-toaster]"]] });
  })) as { violations: AxeViolation[] };
  return result.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical" || ALWAYS_REPORTED.has(v.id),
  );
}

function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => `${v.id} (${v.impact}): ${v.help} @ ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
    .join("\n");
}

/** Fails the test with a readable list when the page has serious or critical axe violations or skips a heading level. */
export async function expectA11y(page: Page): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}
