import { mkdir } from "node:fs/promises";
import { bootstrap } from "./bootstrap.ts";
import { ConfigError, loadConfig } from "./config.ts";

/**
 * `bun run worker`: a process that only runs analyses (and webhook deliveries), with the same
 * engine and configuration as the API. Start as many as the CPUs allow, on any machine that
 * reaches the database and the object storage; they share the work through the job queue.
 */
function fail(message: string): never {
  console.error(message);
  process.exit(78);
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
if (!config.databaseUrl)
  fail("bun run worker needs DATABASE_URL: the embedded database is only reachable from the API process.");
if (config.analysis.workers === 0) fail("ANALYSIS_WORKERS must be at least 1 for a worker process.");

await mkdir(config.dataDir, { recursive: true });
const runtime = await bootstrap(config, { role: "worker" });
runtime.deps.log.info("analysis worker started", {
  analyses_at_once: config.analysis.workers,
  storage: runtime.deps.storage.kind,
});

const stop = async (signal: string) => {
  runtime.deps.log.info("worker shutting down", { signal });
  await runtime.close();
  process.exit(0);
};
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));
