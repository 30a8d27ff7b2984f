import type { InquiryType } from "@adlens/db";
import type { MailMessage } from "../mailer.ts";
import { renderEmail } from "./layout.ts";

export interface ContactDetails {
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  message: string;
  inquiry_type: InquiryType;
}

/** The sales inbox copy of a contact-form submission; the reply promise is 24 hours. */
export function contactSalesEmail(to: string, c: ContactDetails): MailMessage {
  return renderEmail({
    to,
    subject: `New ${c.inquiry_type} inquiry from ${c.name}`,
    heading: `New ${c.inquiry_type} inquiry`,
    paragraphs: [
      `Name: ${c.name}`,
      `Email: ${c.email}`,
      `Company: ${c.company ?? "—"}`,
      `Phone: ${c.phone ?? "—"}`,
      `Message: ${c.message}`,
    ],
    after: ["We promised a reply within 24 hours."],
  });
}
