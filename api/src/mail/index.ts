import type { Db } from "@adlens/db";
import type { Config } from "../config.ts";
import type { Logger } from "../log.ts";
import { createDevMailbox } from "./dev-mailbox.ts";
import type { Mailer } from "./mailer.ts";
import { createSmtpMailer } from "./smtp.ts";

export function createMailer(config: Config, db: Db, log: Logger): Mailer {
  if (config.mail.smtpUrl) return createSmtpMailer(config.mail.smtpUrl, config.mail.from);
  if (config.isProduction) {
    log.warn("SMTP_URL is not set: emails are only stored in the database and nobody receives them");
  }
  return createDevMailbox(db, log, { logBodies: !config.isProduction });
}
