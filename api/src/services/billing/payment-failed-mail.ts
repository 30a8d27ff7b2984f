import type { MailMessage } from "../../mail/mailer.ts";
import { PAST_DUE_GRACE_DAYS } from "../plans/effective-tier.ts";

const escapeHtml = (s: string) =>
  s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** Tells a subscriber their renewal failed, until when the plan stays, and where to fix it. */
export function paymentFailedMail(input: { to: string; publicUrl: string; keepsPlanUntil: Date | null }): MailMessage {
  const link = `${input.publicUrl}/settings?tab=billing`;
  const until = input.keepsPlanUntil
    ? `Your plan stays active until ${input.keepsPlanUntil.toUTCString()} while we retry.`
    : `Your plan stays active for ${PAST_DUE_GRACE_DAYS} days while we retry.`;
  const text = [
    "We could not collect the payment for your AdLens subscription.",
    until,
    `Update your payment method here: ${link}`,
  ].join("\n\n");
  const html = `<p>We could not collect the payment for your AdLens subscription.</p><p>${escapeHtml(until)}</p><p><a href="${escapeHtml(link)}">Update your payment method</a></p>`;
  return { to: input.to, subject: "Your AdLens payment failed", text, html };
}
