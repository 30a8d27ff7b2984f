import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { CliError, EXIT } from "./exit-codes.ts";

/** One thing to analyse: a local file or a remote image URL. */
export type AnalyzeTarget = { kind: "file"; path: string; name: string } | { kind: "url"; url: string; name: string };

const IMAGE_EXTENSIONS = new Set([".jpg", ".jpeg", ".png", ".webp"]);
const GLOB_CHARS = /[*?[{]/;

function isImage(file: string): boolean {
  return IMAGE_EXTENSIONS.has(path.extname(file).toLowerCase());
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const out: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith(".") || entry.name === "node_modules") continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await walk(full)));
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

/** Translates a glob (`*`, `**`, `?`, `[...]`, `{a,b}`) into a regular expression over "/" paths. */
export function globToRegExp(glob: string): RegExp {
  let re = "";
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i] as string;
    if (c === "*") {
      if (glob[i + 1] === "*") {
        const slash = glob[i + 2] === "/";
        re += slash ? "(?:.*/)?" : ".*";
        i += slash ? 2 : 1;
      } else re += "[^/]*";
    } else if (c === "?") re += "[^/]";
    else if (c === "[") {
      const end = glob.indexOf("]", i);
      if (end < 0) re += "\\[";
      else {
        re += `[${glob.slice(i + 1, end).replace(/^!/, "^")}]`;
        i = end;
      }
    } else if (c === "{") {
      const end = glob.indexOf("}", i);
      if (end < 0) re += "\\{";
      else {
        re += `(?:${glob
          .slice(i + 1, end)
          .split(",")
          .map((s) => s.replace(/[.+^$()|\\]/g, "\\$&"))
          .join("|")})`;
        i = end;
      }
    } else re += c.replace(/[.+^$()|\\/]/g, "\\$&");
  }
  return new RegExp(`^${re}$`);
}

async function expandGlob(pattern: string): Promise<string[]> {
  const normalised = pattern.split(path.sep).join("/");
  const parts = normalised.split("/");
  const firstGlob = parts.findIndex((p) => GLOB_CHARS.test(p));
  const base = parts.slice(0, firstGlob).join("/") || (normalised.startsWith("/") ? "/" : ".");
  const matcher = globToRegExp(normalised.replace(/^\.\//, ""));
  const files = await walk(base).catch(() => []);
  return files.filter((f) => matcher.test(f.split(path.sep).join("/").replace(/^\.\//, "")));
}

/**
 * Expands the arguments of `adlens analyze` into a de-duplicated list of targets: URLs as-is,
 * directories recursively (images only), globs by pattern, plain files as given.
 */
export async function expandTargets(args: string[]): Promise<AnalyzeTarget[]> {
  const targets: AnalyzeTarget[] = [];
  const seen = new Set<string>();
  const addFile = (file: string) => {
    const resolved = path.resolve(file);
    if (seen.has(resolved)) return;
    seen.add(resolved);
    targets.push({ kind: "file", path: file, name: path.basename(file) });
  };
  for (const arg of args) {
    if (/^https?:\/\//i.test(arg)) {
      if (seen.has(arg)) continue;
      seen.add(arg);
      const name = decodeURIComponent(new URL(arg).pathname.split("/").pop() || arg);
      targets.push({ kind: "url", url: arg, name });
      continue;
    }
    const info = await stat(arg).catch(() => null);
    if (info?.isDirectory()) {
      for (const file of await walk(arg)) if (isImage(file)) addFile(file);
    } else if (info?.isFile()) {
      addFile(arg);
    } else if (GLOB_CHARS.test(arg)) {
      for (const file of await expandGlob(arg)) if (isImage(file)) addFile(file);
    } else {
      throw new CliError("not_found", `No such file, directory or URL: ${arg}`, EXIT.usage);
    }
  }
  return targets;
}
