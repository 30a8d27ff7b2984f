import path from "node:path";
import type { BunPlugin } from "bun";

const SDK_SOURCE = path.resolve(import.meta.dir, "../sdk/src/index.ts");

/**
 * Bundles @adlens/sdk from its TypeScript source, so the dev server never serves a stale or
 * missing sdk/dist. (Bun.build gets the same via `conditions: ["source"]`; the dev server's
 * bundler has no conditions setting.)
 */
const sdkSource: BunPlugin = {
  name: "adlens-sdk-source",
  setup(build) {
    build.onResolve({ filter: /^@adlens\/sdk$/ }, () => ({ path: SDK_SOURCE }));
  },
};

export default sdkSource;
