/**
 * Packs the SDK the way npm would publish it (`bun pm pack`: package.json "files", dist built by
 * tsup) into sdk/pack, where the API server serves it for `npm install <instance>/sdk/adlens-sdk.tgz`.
 * Two names: `adlens-sdk-<version>.tgz` to pin in a lockfile, `adlens-sdk.tgz` for "the version
 * this instance runs". Skips the work when the tarball is newer than everything that goes in it,
 * so `bun start` pays for it once. `--outdir <dir>` packs elsewhere (tests), `--force` always packs.
 */
import { copyFile, mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import pkg from "../package.json" with { type: "json" };

const SDK = path.resolve(import.meta.dir, "..");
const argv = process.argv.slice(2);
const outFlag = argv.indexOf("--outdir");
const outdir = outFlag >= 0 && argv[outFlag + 1] ? path.resolve(argv[outFlag + 1] as string) : path.join(SDK, "pack");
const versioned = path.join(outdir, `adlens-sdk-${pkg.version}.tgz`);
const STABLE_NAME = "adlens-sdk.tgz";

async function newest(entry: string): Promise<number> {
  const info = await stat(entry).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const children = await readdir(entry);
  return Math.max(info.mtimeMs, ...(await Promise.all(children.map((c) => newest(path.join(entry, c))))));
}

async function run(cmd: string[]): Promise<void> {
  const proc = Bun.spawn(cmd, { cwd: SDK, stdout: "pipe", stderr: "pipe" });
  const [stderr, code] = await Promise.all([new Response(proc.stderr).text(), proc.exited]);
  if (code !== 0) throw new Error(`${cmd.join(" ")} failed:\n${stderr}`);
}

const inputs = ["src", "package.json", "openapi.json", "README.md", "tsup.config.ts"].map((p) => path.join(SDK, p));
const sources = Math.max(...(await Promise.all(inputs.map(newest))));
const force = argv.includes("--force");

if (force || (await newest(path.join(SDK, "dist"))) < sources) await run(["bun", "run", "build"]);
if (force || (await newest(versioned)) < Math.max(sources, await newest(path.join(SDK, "dist")))) {
  await mkdir(outdir, { recursive: true });
  await rm(versioned, { force: true });
  await run(["bun", "pm", "pack", "--destination", outdir, "--quiet"]);
  await copyFile(versioned, path.join(outdir, STABLE_NAME));
  console.log(`sdk: packed ${path.relative(process.cwd(), versioned)} and ${STABLE_NAME}`);
}
