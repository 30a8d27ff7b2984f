/**
 * `bun run dev`: the API and the web app on one port, with hot module reloading for the web app
 * (Bun's HTML imports) and a restart on API changes (`bun --watch`).
 */
import { mkdir } from "node:fs/promises";
import { createApp } from "../api/src/app.ts";
import { bootstrap } from "../api/src/bootstrap.ts";
import { loadConfig } from "../api/src/config.ts";
import index from "./index.html";

const config = loadConfig();
await mkdir(config.dataDir, { recursive: true });
const runtime = await bootstrap(config);
const api = createApp(runtime.deps, { dbKind: runtime.dbKind });
const toApi = (request: Request) => api.handle(request);

const server = Bun.serve({
  hostname: config.host,
  port: config.port,
  maxRequestBodySize: config.maxBodyBytes,
  development: { hmr: true, console: true },
  routes: {
    "/v1/*": toApi,
    "/dev/*": toApi,
    "/docs": toApi,
    "/docs/*": toApi,
    "/openapi": toApi,
    "/openapi.json": toApi,
    "/health": toApi,
    "/*": index,
  },
  fetch: toApi,
});
api.server = server as unknown as typeof api.server;
runtime.deps.log.info("AdLens dev server (web hot reload) is listening", { url: `http://localhost:${server.port}` });
