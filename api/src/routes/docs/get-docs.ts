import { createRequire } from "node:module";
import path from "node:path";
import { Elysia } from "elysia";

const require = createRequire(import.meta.url);
// The package exports no path to its browser bundle, so find it beside the resolved entry.
const scalarPath = path.join(path.dirname(require.resolve("@scalar/api-reference")), "browser/standalone.js");

/**
 * Nothing leaves the instance: no web fonts or telemetry from Scalar's servers, no hosted AI
 * agent or MCP generator. The CSP below would block them anyway; switching them off keeps the console clean.
 */
const SCALAR_CONFIGURATION = JSON.stringify({
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: "never",
});

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>AdLens API reference</title>
<link rel="icon" href="data:," />
</head>
<body>
<script id="api-reference" data-url="/openapi.json" data-configuration='${SCALAR_CONFIGURATION}'></script>
<script src="/docs/scalar.js"></script>
</body>
</html>`;

/**
 * The reference runs only its own bundle and talks only to this origin (the spec, and "Try it"
 * requests); Scalar styles its components inline. No other site may frame it.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

const PAGE_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "content-security-policy": CONTENT_SECURITY_POLICY,
  "x-frame-options": "DENY",
  "referrer-policy": "no-referrer",
};

/** The API reference UI, served from the installed package so it works with no internet. */
export const getDocs = () =>
  new Elysia()
    .get("/docs", () => new Response(page, { headers: PAGE_HEADERS }), { detail: { hide: true } })
    .get(
      "/docs/scalar.js",
      () =>
        new Response(Bun.file(scalarPath), {
          headers: { "content-type": "text/javascript; charset=utf-8", "cache-control": "public, max-age=86400" },
        }),
      { detail: { hide: true } },
    );
