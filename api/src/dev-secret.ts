import { randomBytes } from "node:crypto";
import { link, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

export const DEV_SECRET_FILE = "jwt-secret";

/**
 * The signing secret of an instance started without JWT_SECRET (never in production): 32 random
 * bytes made on first start and kept in `<DATA_DIR>/jwt-secret`, readable by the owner only, so
 * sessions survive restarts and nobody can work the secret out from the instance's layout.
 */
export async function persistedJwtSecret(dataDir: string): Promise<string> {
  await mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, DEV_SECRET_FILE);
  const tmp = `${file}.${crypto.randomUUID()}.tmp`;
  await writeFile(tmp, `${randomBytes(32).toString("hex")}\n`, { mode: 0o600 });
  try {
    // link() fails if the file exists, so of two instances starting at once exactly one writes it
    // and the other reads the finished file, never a half-written one.
    await link(tmp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    await rm(tmp, { force: true });
  }
  const secret = (await readFile(file, "utf8")).trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable secret; delete it to have a new one made`);
  return secret;
}
