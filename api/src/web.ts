import { stat } from "node:fs/promises";
import path from "node:path";
import { acceptedEncodings } from "./http/compress.ts";

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
  serve(pathname: string, acceptEncoding?: string | null): Promise<Response>;
}

/** The last path segment has an extension: a request for a file, never for an app route. */
const looksLikeFile = (pathname: string) => /\.[A-Za-z0-9]{1,8}$/.test(pathname);

/**
 * A file as built, or its brotli/gzip twin written beside it at build time (`web/build.ts`) when
 * the client accepts one, so static assets cost no compression work per request.
 */
async function fileResponse(file: string, acceptEncoding: string | null, headers: Record<string, string>) {
  const type = Bun.file(file).type;
  for (const encoding of acceptedEncodings(acceptEncoding)) {
    const twin = Bun.file(`${file}.${encoding === "br" ? "br" : "gz"}`);
    if (await twin.exists()) {
      return new Response(twin, {
        headers: { "content-type": type, ...headers, "content-encoding": encoding, vary: "Accept-Encoding" },
      });
    }
  }
  return new Response(Bun.file(file), { headers: { "content-type": type, ...headers } });
}

/**
 * Serves the built single-page app: real files as they are (hashed assets cached for a year),
 * index.html for every other non-API path so deep links like /reset-password?token=… load the
 * app (which shows its own 404 page for unknown routes), and a 404 for a missing file.
 */
export async function webHandler(distDir: string): Promise<WebHandler | null> {
  const index = path.join(distDir, "index.html");
  if (!(await Bun.file(index).exists())) return null;
  return {
    owns: (pathname) => !API_PREFIXES.some((p) => pathname === p || pathname.startsWith(p)),
    async serve(pathname, acceptEncoding = null) {
      const decoded = decodePath(pathname);
      const file = decoded ? path.join(distDir, path.normalize(decoded).replace(/^(\.\.[/\\])+/, "")) : distDir;
      if (file.startsWith(distDir) && file !== distDir) {
        const info = await stat(file).catch(() => null);
        if (info?.isFile()) {
          const immutable = /-[a-z0-9]{8,}\.(js|css|woff2?|png|svg|webp)$/.test(file);
          return fileResponse(file, acceptEncoding, {
            "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
            "x-content-type-options": "nosniff",
          });
        }
      }
      if (looksLikeFile(pathname)) {
        const requestId = crypto.randomUUID();
        const body = { error: { code: "not_found", message: "No such file.", request_id: requestId } };
        return Response.json(body, {
          status: 404,
          headers: { "x-request-id": requestId, "x-content-type-options": "nosniff" },
        });
      }
      return fileResponse(index, acceptEncoding, PAGE_HEADERS);
    },
  };
}
