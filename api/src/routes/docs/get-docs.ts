import { createRequire } from "node:module";
import path from "node:path";
import { Elysia } from "elysia";

const require = createRequire(import.meta.url);
// The package exports no path to its browser bundle, so find it beside the resolved entry.
const scalarPath = path.join(path.dirname(require.resolve("@scalar/api-reference")), "browser/standalone.js");

/**
 * Only what works on a self-hosted, possibly offline instance: system fonts instead of Scalar's
 * font CDN, no telemetry, and none of the buttons that lead to Scalar's hosted products (the AI
 * agent, MCP generation, the developer-tools bar with Share and Deploy).
 */
const CONFIGURATION = {
  withDefaultFonts: false,
  telemetry: false,
  showDeveloperTools: "never",
  agent: { disabled: true },
  mcp: { disabled: true },
};

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>AdLens API reference</title>
</head>
<body>
<script id="api-reference" data-url="/openapi.json" data-configuration='${JSON.stringify(CONFIGURATION)}'></script>
<script src="/docs/scalar.js"></script>
</body>
</html>`;

/** The API reference UI, served from the installed package so it works with no internet. */
export const getDocs = () =>
  new Elysia()
    .get("/docs", () => new Response(page, { headers: { "content-type": "text/html; charset=utf-8" } }), {
      detail: { hide: true },
    })
    .get(
      "/docs/scalar.js",
      () =>
        new Response(Bun.file(scalarPath), {
          headers: { "content-type": "text/javascript; charset=utf-8", "cache-control": "public, max-age=86400" },
        }),
      { detail: { hide: true } },
    );
