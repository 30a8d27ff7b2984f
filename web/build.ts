/**
 * Production build of the web app with Bun's HTML bundler: web/index.html and everything it
 * imports, minified, code-split and content-hashed into web/dist (served by the API process).
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import tailwind from "bun-plugin-tailwind";
import { landingJsGzipBytes } from "./bundle-size.ts";

const root = import.meta.dir;
const outdir = path.join(root, "dist");

await rm(outdir, { recursive: true, force: true });
const result = await Bun.build({
  entrypoints: [path.join(root, "index.html")],
  outdir,
  target: "browser",
  minify: true,
  splitting: true,
  sourcemap: "linked",
  conditions: ["source"],
  // Absolute asset URLs: deep links such as /dashboard/pro must not resolve ./assets relative to themselves.
  publicPath: "/",
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  naming: { entry: "[dir]/[name].[ext]", chunk: "assets/[name]-[hash].[ext]", asset: "assets/[name]-[hash].[ext]" },
  plugins: [tailwind],
});

if (!result.success) {
  for (const log of result.logs) console.error(log);
  process.exit(1);
}

const landing = await landingJsGzipBytes(outdir);
console.log(
  `web: ${result.outputs.length} files in ${path.relative(process.cwd(), outdir) || "."}; landing JS ${(landing / 1024).toFixed(1)} KB gzipped`,
);
