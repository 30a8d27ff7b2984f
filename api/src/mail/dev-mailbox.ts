import type { Db } from "@adlens/db";
import type { Logger } from "../log.ts";
import type { Mailer } from "./mailer.ts";

/**
 * Development stand-in for SMTP: each message is stored (listed at GET /dev/mailbox) and, outside
 * production, its text printed to the log so a local user can follow a confirmation link by hand.
 * In production the text is never logged: it carries single-use sign-in and reset tokens.
 */
export function createDevMailbox(db: Db, log: Logger, options: { logBodies: boolean }): Mailer {
  return {
    async send(message) {
      await db
        .insertInto("mailbox")
        .values({ to_address: message.to, subject: message.subject, text_body: message.text, html_body: message.html })
        .execute();
      log.info("dev mailbox: message stored", {
        to: message.to,
        subject: message.subject,
        ...(options.logBodies ? { text: message.text } : {}),
      });
    },
  };
}
