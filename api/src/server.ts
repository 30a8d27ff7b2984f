import path from "node:path";
import { createApp } from "./app.ts";
import type { Runtime } from "./bootstrap.ts";
import { SDK_PACK, serveSdkPackage } from "./sdk-package.ts";
import { webHandler } from "./web.ts";

export const WEB_DIST = path.resolve(import.meta.dir, "../../web/dist");

/** Serves the API and the built web app on one port. main.ts and browser tests both use this. */
export async function startServer(runtime: Runtime, port: number, webDist = WEB_DIST, sdkPack = SDK_PACK) {
  const api = createApp(runtime.deps, { dbKind: runtime.dbKind });
  const web = await webHandler(webDist);
  const server = Bun.serve({
    port,
    // The socket cap sits a little above our own limit so that clients declaring an oversized
    // body get the JSON payload_too_large answer; past it Bun cuts the connection itself.
    maxRequestBodySize: runtime.deps.config.maxBodyBytes + 1024 * 1024,
    async fetch(request) {
      const { pathname } = new URL(request.url);
      if (request.method === "GET" || request.method === "HEAD") {
        const tarball = await serveSdkPackage(pathname, sdkPack);
        if (tarball) return tarball;
      }
      if (web && request.method === "GET" && web.owns(pathname)) return web.serve(pathname);
      return api.handle(request);
    },
  });
  // Elysia reads the server for requestIP(); handing it over keeps rate limits per client.
  api.server = server as unknown as typeof api.server;
  return { server, api, webServed: web !== null, url: `http://localhost:${server.port}` };
}
