import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

const PG_BIN = "/usr/lib/postgresql/15/bin";

/** True where the fault suite can run its own server: PostgreSQL 15's binaries are installed. */
export const hasPostgresBinaries = await Bun.file(path.join(PG_BIN, "pg_ctl")).exists();

/** initdb and pg_ctl refuse to run as root, so as root they run as the `postgres` user. */
function asPostgres(args: string[]): string[] {
  return process.getuid?.() === 0 ? ["runuser", "-u", "postgres", "--", ...args] : args;
}

async function run(args: string[]): Promise<void> {
  const proc = Bun.spawn(asPostgres(args), { stdout: "pipe", stderr: "pipe" });
  const code = await proc.exited;
  if (code !== 0) {
    const stderr = await new Response(proc.stderr).text();
    throw new Error(`${path.basename(args[0] ?? "")} failed (${code}): ${stderr.trim()}`);
  }
}

async function freePort(): Promise<number> {
  const probe = Bun.listen({ hostname: "127.0.0.1", port: 0, socket: { data() {} } });
  const { port } = probe;
  probe.stop(true);
  return port;
}

/**
 * A PostgreSQL 15 server this suite owns, so it may stop, restart and kill it without touching
 * the server CI runs the rest of the tests on. fsync is off: nothing here must survive the OS.
 */
export async function startThrowawayPostgres() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "adlens-faults-pg-"));
  // The postgres user must be able to write here; the temp dir is created 0700 for root.
  await chmod(dir, 0o777);
  const data = path.join(dir, "data");
  const port = await freePort();
  await run([path.join(PG_BIN, "initdb"), "-D", data, "-U", "postgres", "--auth=trust", "--no-sync"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const pgCtl = (...args: string[]) => run([path.join(PG_BIN, "pg_ctl"), "-D", data, ...args]);
  const start = () => pgCtl("-o", options, "-l", path.join(dir, "log"), "-w", "start");
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    /** `fast` ends every session with 57P01, as a restart or failover does. */
    stop: () => pgCtl("-m", "fast", "-w", "stop"),
    restart: () => pgCtl("-m", "fast", "-o", options, "-l", path.join(dir, "log"), "-w", "restart"),
    async close() {
      await pgCtl("-m", "immediate", "-w", "stop").catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export type ThrowawayPostgres = Awaited<ReturnType<typeof startThrowawayPostgres>>;
