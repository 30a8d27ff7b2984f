import type { Logger } from "../log.ts";
import type { Mailer, MailMessage } from "./mailer.ts";

/**
 * Sends without making the caller wait. Used where waiting would leak information: sign-up,
 * resend and recover must answer in the same time whether or not a message goes out.
 * A failure is logged (recipient and subject only) and never reaches the client.
 */
export function deliverInBackground(deps: { mailer: Mailer; log: Logger }, message: MailMessage): void {
  deps.mailer.send(message).catch((error: unknown) => {
    deps.log.error("email delivery failed", { to: message.to, subject: message.subject, error });
  });
}
