import { stat } from "node:fs/promises";
import path from "node:path";

const API_PREFIXES = ["/v1/", "/dev/", "/docs", "/openapi", "/health"];

export interface WebHandler {
  owns(pathname: string): boolean;
  serve(pathname: string): Promise<Response>;
}

/**
 * Serves the built single-page app: real files as they are (hashed assets cached for a year),
 * and index.html for every other non-API path so deep links like /reset-password?token=… load
 * the app, which then shows its own 404 page for unknown routes.
 */
export async function webHandler(distDir: string): Promise<WebHandler | null> {
  const index = path.join(distDir, "index.html");
  if (!(await Bun.file(index).exists())) return null;
  return {
    owns: (pathname) => !API_PREFIXES.some((p) => pathname === p || pathname.startsWith(p)),
    async serve(pathname) {
      const file = path.join(distDir, path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, ""));
      if (file.startsWith(distDir) && file !== distDir) {
        const info = await stat(file).catch(() => null);
        if (info?.isFile()) {
          const immutable = /-[a-z0-9]{8,}\.(js|css|woff2?|png|svg|webp)$/.test(file);
          return new Response(Bun.file(file), {
            headers: { "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache" },
          });
        }
      }
      return new Response(Bun.file(index), {
        headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" },
      });
    },
  };
}
