import { stat } from "node:fs/promises";
import path from "node:path";
import { errorBody } from "./errors.ts";
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

/** The app's routes as the build lists them (web/src/routes.ts → routes.json). */
interface RouteManifest {
  routes: { path: string; indexed: boolean }[];
}

async function readManifest(distDir: string): Promise<RouteManifest> {
  const file = Bun.file(path.join(distDir, "routes.json"));
  if (!(await file.exists())) throw new Error(`${distDir} has no routes.json: rebuild the web app (bun run build)`);
  return (await file.json()) as RouteManifest;
}

/** Whether a route pattern (`/shared/:token`) opens `pathname`, as react-router matches it: by segment, any case. */
function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split("/").filter(Boolean);
  const got = pathname.split("/").filter(Boolean);
  return (
    want.length === got.length &&
    want.every((seg, i) => seg.startsWith(":") || seg.toLowerCase() === got[i]?.toLowerCase())
  );
}

function sitemap(manifest: RouteManifest, publicUrl: string): string {
  const urls = manifest.routes
    .filter((r) => r.indexed)
    .map((r) => `  <url><loc>${publicUrl}${r.path === "/" ? "/" : r.path}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/**
 * Serves the built single-page app: real files as they are (hashed assets cached for a year),
 * index.html for every app route so deep links like /reset-password?token=… load the app, the
 * same page with status 404 for any other path (the app shows its own "Page not found"), a JSON
 * 404 for a missing file, and /sitemap.xml of the public pages at the instance's public URL.
 */
export async function webHandler(distDir: string, publicUrl: string): Promise<WebHandler | null> {
  const index = path.join(distDir, "index.html");
  if (!(await Bun.file(index).exists())) return null;
  const manifest = await readManifest(distDir);
  const known = (pathname: string) => manifest.routes.some((r) => matches(r.path, pathname));
  return {
    owns: (pathname) => !API_PREFIXES.some((p) => pathname === p || pathname.startsWith(p)),
    async serve(pathname, acceptEncoding = null) {
      if (pathname === "/sitemap.xml") {
        return new Response(sitemap(manifest, publicUrl), {
          headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "no-cache" },
        });
      }
      if (pathname === "/robots.txt") {
        // The sitemap is named by its absolute URL, which only the running instance knows.
        const rules = await Bun.file(path.join(distDir, "robots.txt")).text();
        return new Response(`${rules.trimEnd()}\nSitemap: ${publicUrl}/sitemap.xml\n`, {
          headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-cache" },
        });
      }
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
        const body = errorBody(publicUrl, "not_found", "No such file.", requestId);
        return Response.json(body, {
          status: 404,
          headers: { "x-request-id": requestId, "x-content-type-options": "nosniff" },
        });
      }
      const page = await fileResponse(index, acceptEncoding, PAGE_HEADERS);
      if (decoded !== null && known(decoded)) return page;
      return new Response(page.body, { status: 404, headers: page.headers });
    },
  };
}
