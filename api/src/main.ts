import { mkdir } from "node:fs/promises";
import path from "node:path";
import { createApp } from "./app.ts";
import { bootstrap } from "./bootstrap.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { webHandler } from "./web.ts";

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  await mkdir(config.dataDir, { recursive: true });
  const runtime = await bootstrap(config);
  const { log } = runtime.deps;
  const api = createApp(runtime.deps, { dbKind: runtime.dbKind });
  const web = await webHandler(path.resolve(import.meta.dir, "../../web/dist"));

  const server = Bun.serve({
    port: config.port,
    maxRequestBodySize: config.maxBodyBytes,
    async fetch(request, srv) {
      const { pathname } = new URL(request.url);
      if (web && request.method === "GET" && web.owns(pathname)) return web.serve(pathname);
      return api.handle(request);
    },
  });
  // Elysia reads the server for requestIP(); handing it over keeps rate limits per client.
  api.server = server as unknown as typeof api.server;
  log.info("AdLens is listening", {
    url: `http://localhost:${server.port}`,
    database: runtime.dbKind,
    storage: runtime.deps.storage.kind,
    web: web ? "served" : "not built",
  });

  const stop = async (signal: string) => {
    log.info("shutting down", { signal });
    await server.stop();
    await runtime.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

await main();
