import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";

/** Debian's Chromium (`apt-get install -y chromium`); CHROMIUM_PATH points at another build. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Browser suites skip on a machine without Chromium, except in CI, where they must run. */
export const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) {
  // A CI machine that lost its browser would otherwise turn every browser suite green unseen.
  if (process.env.CI === "true") {
    throw new Error(`CI=true but ${CHROMIUM} is not installed: browser tests cannot run (apt-get install -y chromium)`);
  }
  console.warn(`browser tests skipped: ${CHROMIUM} is not installed (apt-get install -y chromium)`);
}

/** Headless, and nothing that reaches the network on its own or needs a GPU or a sandbox. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
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
}
