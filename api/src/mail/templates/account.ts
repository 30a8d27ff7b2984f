import type { MailMessage } from "../mailer.ts";
import { renderEmail } from "./layout.ts";

export function confirmEmail(to: string, url: string): MailMessage {
  return renderEmail({
    to,
    subject: "Confirm your AdLens account",
    heading: "Confirm your email address",
    paragraphs: [
      "Thanks for signing up for AdLens. One click and you can start analysing your ads.",
      "Confirm your address with the button below and we will sign you in automatically.",
    ],
    action: { label: "Confirm my email", url },
    after: ["The link works for 24 hours and only once. If you did not create an AdLens account, ignore this email."],
  });
}

export function signupAttemptEmail(to: string, loginUrl: string, resetUrl: string): MailMessage {
  return renderEmail({
    to,
    subject: "Someone tried to sign up with your email address",
    heading: "You already have an AdLens account",
    paragraphs: [
      "Someone just tried to create a new AdLens account with this email address. Since you already have one, we did not create another.",
      `If it was you, sign in at ${loginUrl}. Forgot your password? Reset it at ${resetUrl}.`,
    ],
    after: ["If it was not you, you can ignore this email: your account and password have not changed."],
  });
}

export function resetPasswordEmail(to: string, url: string): MailMessage {
  return renderEmail({
    to,
    subject: "Reset your AdLens password",
    heading: "Reset your password",
    paragraphs: ["We received a request to reset the password of your AdLens account. Choose a new one here:"],
    action: { label: "Choose a new password", url },
    after: [
      "The link works for 1 hour and only once. If you did not ask for a reset, ignore this email: your password stays the same.",
    ],
  });
}

export function passwordChangedEmail(to: string, resetUrl: string): MailMessage {
  return renderEmail({
    to,
    subject: "Your AdLens password was changed",
    heading: "Your password was changed",
    paragraphs: [
      "The password of your AdLens account was just changed, and your other sessions were signed out.",
      `If this was you, there is nothing else to do. If it was not, reset your password right away at ${resetUrl} and contact us.`,
    ],
  });
}
