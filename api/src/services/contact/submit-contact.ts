import type { InquiryType } from "@adlens/db";
import type { AppDeps } from "../../deps.ts";
import { contactSalesEmail } from "../../mail/templates/contact.ts";
import { notifySlack } from "../notify/slack.ts";

export interface ContactInput {
  name: string;
  email: string;
  company?: string;
  phone?: string;
  message: string;
  inquiry_type?: InquiryType;
}

const blankToNull = (v: string | undefined) => (v?.trim() ? v.trim() : null);

/**
 * Stores the submission first, then tells sales by email and Slack. Those two are best effort:
 * their outcome is recorded in email_sent / slack_sent, and a failure never loses the message.
 */
export async function submitContact(
  deps: Pick<AppDeps, "db" | "config" | "log" | "mailer">,
  input: ContactInput,
): Promise<{ id: string; created_at: Date }> {
  const details = {
    name: input.name.trim(),
    email: input.email.trim(),
    company: blankToNull(input.company),
    phone: blankToNull(input.phone),
    message: input.message.trim(),
    inquiry_type: input.inquiry_type ?? "sales",
  };
  const row = await deps.db
    .insertInto("contact_submissions")
    .values(details)
    .returning(["id", "created_at"])
    .executeTakeFirstOrThrow();

  const emailSent = await deps.mailer.send(contactSalesEmail(deps.config.mail.salesEmail, details)).then(
    () => true,
    (error: unknown) => {
      deps.log.error("contact email to sales failed", { submission_id: row.id, error });
      return false;
    },
  );
  const slackSent = await notifySlack(deps, {
    text: `New ${details.inquiry_type} inquiry from ${details.name} <${details.email}>${details.company ? ` (${details.company})` : ""}: ${details.message}`,
    type: "contact",
    inquiry_type: details.inquiry_type,
    email: details.email,
  });
  if (emailSent || slackSent) {
    await deps.db
      .updateTable("contact_submissions")
      .set({ email_sent: emailSent, slack_sent: slackSent })
      .where("id", "=", row.id)
      .execute();
  }
  return row;
}
