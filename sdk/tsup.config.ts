import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/index.ts"],
  format: ["esm", "cjs"],
  dts: true,
  sourcemap: true,
  clean: true,
  // Node 18 is the oldest runtime we support; it has fetch, FormData and Blob built in.
  target: "node18",
  platform: "neutral",
});
