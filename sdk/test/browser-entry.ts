import * as AdLensSDK from "@adlens/sdk";

/** Exposes the bundled SDK to the page for browser.test.ts. */
(window as unknown as { AdLensSDK: typeof AdLensSDK }).AdLensSDK = AdLensSDK;
