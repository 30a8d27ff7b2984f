import type { MailMessage } from "../mailer.ts";

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

export interface EmailContent {
  to: string;
  subject: string;
  heading: string;
  /** Plain sentences; each becomes a paragraph in both the text and the HTML part. */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Shown after the button, e.g. how long the link works and what to do if it was not you. */
  after?: string[];
}

/** Renders one message as plain text and a simple, client-safe HTML page (inline styles only). */
export function renderEmail(content: EmailContent): MailMessage {
  const text = [
    content.heading,
    "",
    ...content.paragraphs.flatMap((p) => [p, ""]),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ""] : []),
    ...(content.after ?? []).flatMap((p) => [p, ""]),
    "— The AdLens team",
  ].join("\n");

  const paragraph = (p: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#334155">${escapeHtml(p)}</p>`;
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 22px;border-radius:8px;background:#4f46e5;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#64748b">If the button does not work, paste this link into your browser:<br><a href="${escapeHtml(content.action.url)}" style="color:#4f46e5;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : "";
  const html = `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:18px;font-weight:700;color:#4f46e5">AdLens</p>
<h1 style="margin:0 0 16px;font-size:22px;color:#0f172a">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map(paragraph).join("\n")}
${button}
${(content.after ?? []).map(paragraph).join("\n")}
<p style="margin:24px 0 0;font-size:15px;color:#334155">— The AdLens team</p>
</td></tr></table>
</td></tr></table>
</body></html>`;
  return { to: content.to, subject: content.subject, text, html };
}
