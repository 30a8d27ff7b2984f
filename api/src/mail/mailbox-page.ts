import { escapeHtml } from "./templates/layout.ts";

export interface MailboxEntry {
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

/**
 * Own policy for the page: nothing loads from anywhere, no script runs. The HTML part of each
 * mail is shown in a sandboxed frame (no scripts, no same-origin), so a mail can never act on the
 * page that lists it.
 */
export const MAILBOX_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** URLs in the plain-text part become links, so a confirmation or reset link is one click away. */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"]+)/g)
    .map((part, i) => (i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join("");
}

function entry(mail: MailboxEntry): string {
  const when = mail.created_at.slice(0, 19).replace("T", " ");
  return `<article>
  <header><h2>${escapeHtml(mail.subject)}</h2><p>To <strong>${escapeHtml(mail.to)}</strong> · ${when} UTC</p></header>
  <pre>${linkify(mail.text)}</pre>
  <details><summary>HTML version</summary><iframe sandbox title="HTML version of ${escapeHtml(mail.subject)}" srcdoc="${escapeHtml(mail.html)}"></iframe></details>
</article>`;
}

/**
 * The dev mailbox for a person in a browser (the README sends them here): newest first, links
 * clickable. Scripts and tests get the same list as JSON.
 */
export function mailboxPage(mails: MailboxEntry[], to: string | undefined): string {
  const title = to ? `Dev mailbox: ${to}` : "Dev mailbox";
  const body = mails.length
    ? mails.map(entry).join("\n")
    : `<p class="empty">No emails yet. Sign up or ask for a password reset and they appear here.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(title)} · AdLens</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; }
  h1 { font-size: 1.5rem; margin-bottom: 0.25rem; }
  h2 { font-size: 1.1rem; margin: 0; }
  .note, header p, .empty { color: GrayText; margin: 0.25rem 0; }
  article { border: 1px solid color-mix(in srgb, CanvasText 20%, transparent); border-radius: 0.5rem; padding: 1rem; margin: 1rem 0; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; margin: 0.75rem 0; }
  iframe { width: 100%; height: 28rem; border: 1px solid color-mix(in srgb, CanvasText 20%, transparent); border-radius: 0.25rem; background: white; }
  summary { cursor: pointer; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p class="note">Emails this development instance would have sent (no SMTP_URL is set), newest first. The same list as JSON: <a href="?format=json${to ? `&amp;to=${encodeURIComponent(to)}` : ""}">?format=json</a>.</p>
${body}
</body>
</html>`;
}
