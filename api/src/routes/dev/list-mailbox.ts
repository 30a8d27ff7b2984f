import { Elysia, t } from "elysia";
import { sql } from "kysely";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { base } from "../../plugins/base.ts";

const MailSchema = t.Object({
  id: t.String({ format: "uuid" }),
  to: t.String(),
  subject: t.String(),
  text: t.String(),
  html: t.String(),
  created_at: t.String({ format: "date-time" }),
});

/** Registered only outside production (see ./index.ts): the dev mailbox holds live links. */
export const listMailbox = (deps: AppDeps) =>
  new Elysia().use(base).get(
    "/dev/mailbox",
    async ({ query }) => {
      let q = deps.db
        .selectFrom("mailbox")
        .selectAll()
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(query.limit);
      if (query.to) q = q.where(sql<string>`lower(to_address)`, "=", query.to.trim().toLowerCase());
      const rows = await q.execute();
      return {
        data: rows.map((m) => ({
          id: m.id,
          to: m.to_address,
          subject: m.subject,
          text: m.text_body,
          html: m.html_body,
          created_at: m.created_at.toISOString(),
        })),
      };
    },
    {
      query: t.Object({
        to: t.Optional(t.String({ maxLength: 254, description: "Only messages to this address" })),
        limit: t.Integer({ minimum: 1, maximum: 200, default: 50 }),
      }),
      detail: {
        operationId: "listDevMailbox",
        tags: ["Development"],
        summary: "Emails the dev mailbox caught, newest first (not available in production)",
        description:
          "Without SMTP_URL every email lands here instead of being sent, so a local user can follow confirmation and reset links.",
      },
      response: { 200: t.Object({ data: t.Array(MailSchema) }), ...errors(400) },
    },
  );
