import { Elysia, t } from "elysia";
import { sql } from "kysely";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { MAILBOX_PAGE_CSP, mailboxPage } from "../../mail/mailbox-page.ts";
import { base } from "../../plugins/base.ts";

const MailSchema = t.Object({
  id: t.String({ format: "uuid" }),
  to: t.String(),
  subject: t.String(),
  text: t.String(),
  html: t.String(),
  created_at: t.String({ format: "date-time" }),
});

/** A browser navigating here lists text/html first; fetch() and curl ask for any type and get JSON. */
function wantsHtml(request: Request): boolean {
  return (request.headers.get("accept") ?? "").split(",")[0]?.trim() === "text/html";
}

/** Registered only outside production (see ./index.ts): the dev mailbox holds live links. */
export const listMailbox = (deps: AppDeps) =>
  new Elysia().use(base).get(
    "/dev/mailbox",
    async ({ query, request }) => {
      let q = deps.db
        .selectFrom("mailbox")
        .selectAll()
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(query.limit);
      if (query.to) q = q.where(sql<string>`lower(to_address)`, "=", query.to.trim().toLowerCase());
      const rows = await q.execute();
      const data = rows.map((m) => ({
        id: m.id,
        to: m.to_address,
        subject: m.subject,
        text: m.text_body,
        html: m.html_body,
        created_at: m.created_at.toISOString(),
      }));
      if (query.format === "html" || (query.format === undefined && wantsHtml(request))) {
        return new Response(mailboxPage(data, query.to), {
          headers: {
            "content-type": "text/html; charset=utf-8",
            "cache-control": "no-store",
            "content-security-policy": MAILBOX_PAGE_CSP,
          },
        });
      }
      return { data };
    },
    {
      query: t.Object({
        to: t.Optional(t.String({ maxLength: 254, description: "Only messages to this address" })),
        limit: t.Integer({ minimum: 1, maximum: 200, default: 50 }),
        format: t.Optional(
          t.Union([t.Literal("json"), t.Literal("html")], {
            description: "Default: HTML for a browser (Accept: text/html), JSON otherwise",
          }),
        ),
      }),
      // Not in the public document, which is the same in every mode: docs/api.md describes it.
      detail: { hide: true },
      response: { 200: t.Object({ data: t.Array(MailSchema) }), ...errors(400) },
    },
  );
