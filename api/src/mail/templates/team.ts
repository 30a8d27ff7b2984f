import type { MailMessage } from "../mailer.ts";
import { renderEmail } from "./layout.ts";

export function invitationEmail(
  to: string,
  invite: { workspace: string; inviter: string; role: string; url: string; days: number },
): MailMessage {
  return renderEmail({
    to,
    subject: `${invite.inviter} invited you to ${invite.workspace} on AdLens`,
    heading: `Join ${invite.workspace} on AdLens`,
    paragraphs: [
      `${invite.inviter} invited you to the workspace ${invite.workspace} as ${invite.role === "admin" ? "an" : "a"} ${invite.role}.`,
      `Accept with the button below. No account yet? Create one with this address (${to}) first; the link brings you back here.`,
    ],
    action: { label: "Accept the invitation", url: invite.url },
    after: [
      `The link works for ${invite.days} days and only once. If you did not expect this invitation, ignore this email.`,
    ],
  });
}
