import nodemailer from "nodemailer";
import type { Mailer } from "./mailer.ts";

/** Real delivery over SMTP (any provider) through nodemailer; selected when SMTP_URL is set. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
  };
}
