import type { Db } from "@adlens/db";
import type { Config } from "../config.ts";
import type { Logger } from "../log.ts";
import { createDevMailbox } from "./dev-mailbox.ts";
import type { Mailer } from "./mailer.ts";

export function createMailer(config: Config, db: Db, log: Logger): Mailer {
  return createDevMailbox(db, log);
}
