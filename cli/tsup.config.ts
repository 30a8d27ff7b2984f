import { defineConfig } from "tsup";

export default defineConfig({
  entry: { index: "src/index.ts" },
  format: ["esm"],
  platform: "node",
  target: "node20",
  clean: true,
  // One self-contained file: the SDK (from its TypeScript source), commander and ora are
  // bundled, so `node dist/index.js` runs without installing anything next to it.
  noExternal: [/.*/],
  esbuildOptions(options) {
    options.conditions = ["source"];
  },
  banner: {
    // Bundled CommonJS dependencies call require(); ESM output has to provide it.
    js: 'import { createRequire as __adlensCreateRequire } from "node:module"; const require = __adlensCreateRequire(import.meta.url);',
  },
});
