export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends one message. Implementations: the dev mailbox (database + log) and SMTP. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
