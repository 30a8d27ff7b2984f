/**
 * Production build of the web app with Bun's HTML bundler: web/index.html and everything it
 * imports, minified, code-split and content-hashed into web/dist (served by the API process).
 */
import { copyFile, readdir, readFile, rename, rm, rmdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import tailwind from "bun-plugin-tailwind";
import { landingJsGzipBytes } from "./bundle-size.ts";
import productionRouter from "./production-router-plugin.ts";
import { ROUTES } from "./src/routes.ts";

const root = import.meta.dir;
// `--outdir <dir>` lets browser tests build a private copy that a parallel build cannot delete.
const outFlag = process.argv.indexOf("--outdir");
const outdir =
  outFlag > 0 && process.argv[outFlag + 1]
    ? path.resolve(process.argv[outFlag + 1] as string)
    : path.join(root, "dist");
// Build beside the live folder and swap it in, so a running server never sees a half-written dist.
const staging = path.join(path.dirname(outdir), ".tmp", `${path.basename(outdir)}-${process.pid}`);

/**
 * Writes a brotli (quality 11) and a gzip (level 9) twin beside every text asset, which the
 * server sends instead when the browser accepts one: the best compression, paid once at build.
 */
async function precompress(dir: string): Promise<void> {
  const brotli = promisify(zlib.brotliCompress);
  const gzip = promisify(zlib.gzip);
  const files = await readdir(dir, { recursive: true });
  await Promise.all(
    files
      .filter((f) => /\.(js|css|html|svg|txt|json)$/.test(f))
      .map(async (f) => {
        const file = path.join(dir, f);
        const raw = await readFile(file);
        await writeFile(`${file}.br`, await brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
        await writeFile(`${file}.gz`, await gzip(raw, { level: 9 }));
      }),
  );
}

const result = await Bun.build({
  entrypoints: [path.join(root, "index.html")],
  outdir: staging,
  target: "browser",
  minify: true,
  splitting: true,
  sourcemap: "linked",
  conditions: ["source"],
  // Absolute asset URLs: deep links such as /dashboard/pro must not resolve ./assets relative to themselves.
  publicPath: "/",
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  naming: { entry: "[dir]/[name].[ext]", chunk: "assets/[name]-[hash].[ext]", asset: "assets/[name]-[hash].[ext]" },
  plugins: [tailwind, productionRouter],
});

if (!result.success) {
  for (const log of result.logs) console.error(log);
  await rm(staging, { recursive: true, force: true });
  process.exit(1);
}
await copyFile(path.join(root, "robots.txt"), path.join(staging, "robots.txt"));
// The server reads the app's routes from here: unknown paths get a 404, public pages a sitemap entry.
await writeFile(
  path.join(staging, "routes.json"),
  JSON.stringify({ routes: ROUTES.map(({ path: route, indexed }) => ({ path: route, indexed: indexed ?? false })) }),
);
await precompress(staging);
await rm(outdir, { recursive: true, force: true });
await rename(staging, outdir);
await rmdir(path.dirname(staging)).catch(() => undefined);

const landing = await landingJsGzipBytes(outdir);
console.log(
  `web: ${result.outputs.length} files in ${path.relative(process.cwd(), outdir) || "."}; landing JS ${(landing / 1024).toFixed(1)} KB gzipped`,
);
