import { mkdir } from "node:fs/promises";
import { bootstrap } from "./bootstrap.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { startServer } from "./server.ts";

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
}

const config = readConfig();
await mkdir(config.dataDir, { recursive: true });
const runtime = await bootstrap(config);
const { log } = runtime.deps;
const { server, url, webServed } = await startServer(runtime, config.port);
log.info("AdLens is listening", {
  url,
  database: runtime.dbKind,
  storage: runtime.deps.storage.kind,
  web: webServed ? "served" : "not built (run `bun run build`)",
});

const stop = async (signal: string) => {
  log.info("shutting down", { signal });
  await server.stop();
  await runtime.close();
  process.exit(0);
};
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));
