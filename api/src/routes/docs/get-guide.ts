import path from "node:path";
import { Elysia } from "elysia";
import { API_GUIDE_PATH } from "../../errors.ts";

/** docs/api.md, beside the API's source in the repository and in the image (see the Dockerfile). */
const GUIDE_FILE = path.join(import.meta.dir, "../../../../docs/api.md");

/**
 * A heading's anchor as the repository's viewer spells it (`not_found`, `rate-limits`), so that
 * `docs/api.md#not_found` and the served `/docs/api#not_found` name the same place.
 */
function headingAnchor(html: string): string {
  return html
    .replace(/<[^>]+>/g, "")
    .replace(/&[a-z]+;|&#\d+;/g, "")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/**
 * The guide's links to the other guides (`jobs.md`, `workspaces.md#the-policy`): only this one is
 * served, so they name the file in the repository's docs folder instead of linking nowhere.
 */
function unlinkSiblings(html: string): string {
  return html.replace(
    /<a href="([\w-]+\.md)(?:#[^"]*)?">(.*?)<\/a>/g,
    (_all, file: string, inner: string) => `${inner} (<code>docs/${file}</code> in the repository)`,
  );
}

/** The guide as HTML, every heading carrying its anchor (a repeated one gets `-1`, `-2`, …). */
function renderGuide(markdown: string): string {
  const seen = new Map<string, number>();
  const body = unlinkSiblings(Bun.markdown.html(markdown)).replace(
    /<h([1-6])>(.*?)<\/h\1>/g,
    (_all, level: string, inner: string) => {
      const base = headingAnchor(inner);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      const id = count === 0 ? base : `${base}-${count}`;
      return `<h${level} id="${id}"><a href="#${id}">${inner}</a></h${level}>`;
    },
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>AdLens API guide</title>
<link rel="icon" href="data:," />
<style>
body { font: 16px/1.5 system-ui, sans-serif; max-width: 56rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
h1 a, h2 a, h3 a, h4 a { color: inherit; text-decoration: none; }
code { background: #f3f3f3; padding: 0 0.2em; border-radius: 3px; }
pre { background: #f3f3f3; padding: 0.75rem; overflow-x: auto; }
table { border-collapse: collapse; } td, th { border: 1px solid #ccc; padding: 0.25rem 0.5rem; vertical-align: top; }
:target { background: #fff6d6; }
</style>
</head>
<body>
${body}
</body>
</html>`;
}

/** Our own static page: no script at all, only its inline style. No other site may frame it. */
const PAGE_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
  "x-frame-options": "DENY",
  "referrer-policy": "no-referrer",
  "cache-control": "public, max-age=300",
};

let page: Promise<string> | undefined;

/**
 * The API guide (docs/api.md) as a page: the `doc_url` of every error points at its "Error
 * codes" section here, one heading per code. Read and rendered once, on first request.
 */
export const getGuide = () =>
  new Elysia().get(
    API_GUIDE_PATH,
    async () => {
      page ??= Bun.file(GUIDE_FILE).text().then(renderGuide);
      return new Response(await page, { headers: PAGE_HEADERS });
    },
    { detail: { hide: true } },
  );
