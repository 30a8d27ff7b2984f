export const escapeHtml = (s: string) =>
  s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** The dev pages hold a bearer-like token in their URL and forms: no framing, no referrer. */
const HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "no-store",
  "referrer-policy": "no-referrer",
  "x-frame-options": "DENY",
  "content-security-policy":
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
};

/** A small self-contained page (no scripts, no external assets) for development billing. */
export function devPage(title: string, body: string): Response {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · AdLens</title>
<style>
body{font-family:system-ui,sans-serif;background:#f6f7f9;color:#111;margin:0;padding:2rem}
main{max-width:34rem;margin:0 auto;background:#fff;border-radius:12px;padding:2rem;box-shadow:0 1px 4px #0002}
.banner{background:#fff4d6;border:1px solid #e6b800;border-radius:8px;padding:.75rem 1rem;font-weight:600}
button{font:inherit;padding:.6rem 1.2rem;border-radius:8px;border:0;background:#4f46e5;color:#fff;cursor:pointer;margin:.25rem 0}
button.secondary{background:#e5e7eb;color:#111}
form{display:inline-block;margin-right:.5rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{color:#555}
</style></head>
<body><main>
<p class="banner" role="note">Development billing — no payment taken</p>
<h1>${escapeHtml(title)}</h1>
${body}
</main></body></html>`;
  return new Response(html, { headers: HEADERS });
}

/** 303 after a form POST, to a path on this same server. */
export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });
}
