import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ObjectStorage, StoredObject } from "./storage.ts";

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

const TYPES: Record<string, string> = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
};

/** Files under `<DATA_DIR>/objects`. Keys are validated so no key can escape that folder. */
export function createLocalStorage(dataDir: string): ObjectStorage {
  const root = path.join(dataDir, "objects");
  const fileOf = (key: string) => {
    if (!KEY.test(key) || key.includes("..")) throw new Error(`invalid storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    kind: "local",
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(tmp, body);
      await Bun.write(file, Bun.file(tmp));
      await rm(tmp, { force: true });
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
