import { afterAll, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Browser } from "playwright-core";
import { startTestApp, TEST_PASSWORD, type TestApp } from "../../api/test/harness.ts";
import { hasChromium, launchChromium } from "../../web/test/chromium.ts";
import { AD } from "./helpers.ts";

/**
 * The SDK as a browser gets it: bundled for the browser target from its "source" condition (as
 * the web app does), run by Chromium on the API's origin with the default `baseUrl: ""`.
 */
setDefaultTimeout(120_000);

let t: TestApp;
let url: string;
let browser: Browser;
let bundle: string;

beforeAll(async () => {
  if (!hasChromium) return;
  const entry = path.join(import.meta.dir, "browser-entry.ts");
  const built = await Bun.build({ entrypoints: [entry], target: "browser", conditions: ["source"], format: "iife" });
  if (!built.success) throw new Error(built.logs.join("\n"));
  bundle = await (built.outputs[0] as Blob).text();
  t = await startTestApp();
  url = (await t.listen()).url;
  browser = await launchChromium();
});
afterAll(async () => {
  if (!hasChromium) return;
  await browser.close();
  await t.close();
});

test.skipIf(!hasChromium)("in Chromium: same-origin calls, a localStorage session, a File upload", async () => {
  const user = await t.createUser();
  const bytes = [...new Uint8Array(await readFile(AD("ad-001.png")))];
  const page = await browser.newPage();
  await page.goto(`${url}/health`);
  await page.addScriptTag({ content: bundle });
  const result = await page.evaluate(
    async ({ email, password, bytes }) => {
      const { AdLens, AdLensError, localStorageSession } = (
        window as unknown as { AdLensSDK: typeof import("../src/index.ts") }
      ).AdLensSDK;
      const client = new AdLens({ session: localStorageSession() });
      const events: string[] = [];
      client.auth.onChange((event) => events.push(event));
      const plans = await client.plans.list();
      const wrong = await client.auth.login({ email, password: "wrong-password" }).catch((e: unknown) => e);
      await client.auth.login({ email, password });
      const stored = JSON.parse(localStorage.getItem("adlens.session") ?? "{}") as { user?: { email?: string } };
      const me = await client.me.get();
      const file = new File([new Uint8Array(bytes)], "from-browser.png", { type: "image/png" });
      const analysis = await client.analyses.create({ file });
      await client.auth.logout();
      client.close();
      return {
        tiers: plans.data.map((p) => p.tier),
        wrongIsAdLensError: wrong instanceof AdLensError,
        wrongCode: (wrong as { code?: string }).code,
        storedEmail: stored.user?.email,
        meEmail: me.user.email,
        filename: analysis.filename,
        brand: analysis.analysis_result.brand_name,
        afterLogout: localStorage.getItem("adlens.session"),
        events,
      };
    },
    { email: user.email, password: TEST_PASSWORD, bytes },
  );
  expect(result).toEqual({
    tiers: ["free", "basic", "pro", "enterprise"],
    wrongIsAdLensError: true,
    wrongCode: "invalid_credentials",
    storedEmail: user.email,
    meEmail: user.email,
    filename: "from-browser.png",
    brand: "LUMA",
    afterLogout: null,
    events: ["SIGNED_IN", "SIGNED_OUT"],
  });
  await page.close();
});
