import { stat } from "node:fs/promises";
import path from "node:path";

const API_PREFIXES = ["/v1/", "/dev/", "/docs", "/openapi", "/health", "/sdk/"];

/**
 * The app loads only its own scripts and styles and talks only to its own API; images may be
 * data:/blob: URLs (previews, the demo's inline heatmap). Inline styles are allowed because
 * the chart library positions with style attributes.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

const PAGE_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "no-cache",
  "content-security-policy": CONTENT_SECURITY_POLICY,
  "x-frame-options": "DENY",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
};

function decodePath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

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
      const decoded = decodePath(pathname);
      const file = decoded ? path.join(distDir, path.normalize(decoded).replace(/^(\.\.[/\\])+/, "")) : distDir;
      if (file.startsWith(distDir) && file !== distDir) {
        const info = await stat(file).catch(() => null);
        if (info?.isFile()) {
          const immutable = /-[a-z0-9]{8,}\.(js|css|woff2?|png|svg|webp)$/.test(file);
          return new Response(Bun.file(file), {
            headers: {
              "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
              "x-content-type-options": "nosniff",
            },
          });
        }
      }
      return new Response(Bun.file(index), { headers: PAGE_HEADERS });
    },
  };
}
