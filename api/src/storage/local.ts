import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ObjectStorage, StoredObject } from "./storage.ts";

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

const TYPES: Record<string, string> = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
};

/** A partial write older than this belongs to a process that died mid-write. */
export const STALE_PARTIAL_MS = 60 * 60 * 1000;

/** Removes partial writes left by processes that died mid-write (SIGKILL, power loss). */
async function sweepPartials(dir: string, now: number) {
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && now - info.mtimeMs > STALE_PARTIAL_MS) await rm(file, { force: true });
  }
}

/**
 * Files under `<DATA_DIR>/objects`. Keys are validated so no key can escape that folder. A write
 * goes to `objects/.partial/` first and is renamed into place, so a reader sees the whole file or
 * none, and a process killed mid-write leaves nothing among the objects (keys cannot start with a
 * dot); what it left in `.partial` is removed by the next process's first write once an hour old.
 */
export function createLocalStorage(dataDir: string): ObjectStorage {
  const root = path.join(dataDir, "objects");
  const partials = path.join(root, ".partial");
  const fileOf = (key: string) => {
    if (!KEY.test(key) || key.includes("..")) throw new Error(`invalid storage key: ${key}`);
    return path.join(root, key);
  };
  let swept: Promise<void> | undefined;
  return {
    kind: "local",
    async put(key, body) {
      const file = fileOf(key);
      swept ??= sweepPartials(partials, Date.now());
      await swept;
      await Promise.all([mkdir(path.dirname(file), { recursive: true }), mkdir(partials, { recursive: true })]);
      const partial = path.join(partials, `${process.pid}-${crypto.randomUUID()}`);
      try {
        await writeFile(partial, body);
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key): Promise<StoredObject | null> {
      try {
        const body = new Uint8Array(await readFile(fileOf(key)));
        return { body, contentType: TYPES[path.extname(key).toLowerCase()] ?? "application/octet-stream" };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async check() {
      await mkdir(root, { recursive: true });
    },
  };
}
