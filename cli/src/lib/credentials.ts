import { chmod, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Session, SessionStorage } from "@adlens/sdk";

/** What `adlens login` stores: the API origin plus an API token or a refreshable session. */
export interface Credentials {
  api_url?: string;
  token?: string;
  session?: Session;
  /** The workspace chosen with `adlens workspaces switch`; absent: the personal workspace. */
  workspace?: string;
}

export function credentialsPath(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CONFIG_HOME || path.join(os.homedir(), ".config");
  return path.join(base, "adlens", "credentials.json");
}

export async function readCredentials(file = credentialsPath()): Promise<Credentials> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as Credentials;
  } catch {
    return {};
  }
}

/** Writes the file readable by the owner only (0600), in a directory only the owner can list. */
export async function writeCredentials(credentials: Credentials, file = credentialsPath()): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  // writeFile's mode only applies when creating; an older, looser file is tightened here.
  await chmod(file, 0o600);
}

export async function deleteCredentials(file = credentialsPath()): Promise<void> {
  await rm(file, { force: true });
}

/**
 * A session store backed by the credentials file, so refresh-token rotation done by the SDK
 * survives between CLI runs. Reads are served from memory; writes go to disk in order.
 */
export function fileSession(
  credentials: Credentials,
  file = credentialsPath(),
): SessionStorage & {
  flush(): Promise<void>;
} {
  let pending: Promise<void> = Promise.resolve();
  return {
    get: () => credentials.session ?? null,
    set(session) {
      if (session) credentials.session = session;
      else delete credentials.session;
      const snapshot = { ...credentials };
      pending = pending.then(() => writeCredentials(snapshot, file)).catch(() => {});
    },
    flush: () => pending,
  };
}
