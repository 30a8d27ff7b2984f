import { zodResolver } from "@hookform/resolvers/zod";
import { CalendarCheck, CircleCheck, Clock, MessageSquare, Wallet } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useSearchParams } from "react-router-dom";
import { FormField } from "../components/form-field.tsx";
import { PageLayout } from "../components/layout/page-layout.tsx";
import { Button } from "../components/ui/button.tsx";
import { Input, Select, Textarea } from "../components/ui/input.tsx";
import { toast } from "../components/ui/toaster.tsx";
import { track } from "../lib/analytics.ts";
import { client } from "../lib/api.ts";
import { type ContactValues, contactSchema, INQUIRY_TYPES, type InquiryType } from "../lib/validation.ts";

const NEXT_STEPS = [
  { icon: MessageSquare, text: "Our team reviews your request and matches you with the right specialist." },
  { icon: Clock, text: "You get a personal reply within 24 hours." },
  { icon: CalendarCheck, text: "If you asked for one, we schedule a live demo with your own ads." },
  { icon: Wallet, text: "We discuss pricing, volumes and implementation for your team." },
];

function inquiryFrom(value: string | null): InquiryType {
  return INQUIRY_TYPES.find((t) => t.value === value)?.value ?? "sales";
}

export default function ContactPage() {
  const [params] = useSearchParams();
  const [sent, setSent] = useState(false);
  const initialInquiry = inquiryFrom(params.get("inquiry"));
  const empty: ContactValues = {
    name: "",
    email: "",
    company: "",
    phone: "",
    inquiry_type: initialInquiry,
    message: "",
  };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues>({ resolver: zodResolver(contactSchema), defaultValues: empty });

  const onSubmit = async (values: ContactValues) => {
    try {
      await client.contact.submit({
        name: values.name,
        email: values.email,
        company: values.company || undefined,
        phone: values.phone || undefined,
        message: values.message,
        inquiry_type: values.inquiry_type,
      });
      track("contact_submitted", { inquiry_type: values.inquiry_type });
      reset(empty);
      setSent(true);
    } catch {
      toast.error("Failed to send message", { description: "Please try again later or contact us directly." });
    }
  };

  return (
    <PageLayout>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Contact Our Sales Team</h1>
          <p className="mt-3 text-lg text-muted-foreground">
            Tell us about your team and your campaigns. We'll show you how AdLens fits, and what it would cost.
          </p>
        </div>
        <div className="mt-10 grid gap-8 lg:grid-cols-3">
          <div className="lg:col-span-2">
            {sent ? (
              <div
                role="status"
                className="mb-6 flex gap-3 rounded-xl border border-success-border bg-success-soft p-5 text-success"
              >
                <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                <div>
                  <h2 className="font-semibold">Message Received!</h2>
                  <p className="mt-1 text-sm">Thank you for reaching out. Our sales team will reply within 24 hours.</p>
                </div>
              </div>
            ) : null}
            <form
              noValidate
              onSubmit={handleSubmit(onSubmit)}
              className="space-y-5 rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8"
              aria-label="Contact form"
            >
              <div className="grid gap-5 sm:grid-cols-2">
                <FormField id="contact-name" label="Name *" error={errors.name?.message}>
                  {(a11y) => <Input {...a11y} autoComplete="name" required {...register("name")} />}
                </FormField>
                <FormField id="contact-email" label="Email *" error={errors.email?.message}>
                  {(a11y) => <Input {...a11y} type="email" autoComplete="email" required {...register("email")} />}
                </FormField>
                <FormField id="contact-company" label="Company" error={errors.company?.message}>
                  {(a11y) => <Input {...a11y} autoComplete="organization" {...register("company")} />}
                </FormField>
                <FormField id="contact-phone" label="Phone" error={errors.phone?.message}>
                  {(a11y) => <Input {...a11y} type="tel" autoComplete="tel" {...register("phone")} />}
                </FormField>
              </div>
              <FormField id="contact-inquiry" label="Inquiry Type">
                {(a11y) => (
                  <Select {...a11y} {...register("inquiry_type")}>
                    {INQUIRY_TYPES.map((t) => (
                      <option key={t.value} value={t.value}>
                        {t.label}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
              <FormField id="contact-message" label="Message *" error={errors.message?.message}>
                {(a11y) => (
                  <Textarea
                    {...a11y}
                    rows={6}
                    required
                    placeholder="Your campaigns, monthly ad volume, and what you'd like to achieve"
                    {...register("message")}
                  />
                )}
              </FormField>
              <Button type="submit" size="lg" loading={isSubmitting} className="w-full sm:w-auto">
                {isSubmitting ? "Sending..." : "Send Message"}
              </Button>
            </form>
          </div>
          <aside aria-labelledby="next-title" className="h-fit rounded-2xl border border-border bg-muted/50 p-6">
            <h2 id="next-title" className="text-lg font-semibold">
              What happens next?
            </h2>
            <ul className="mt-4 space-y-4">
              {NEXT_STEPS.map((s) => (
                <li key={s.text} className="flex gap-3 text-sm">
                  <s.icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                  <span>{s.text}</span>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </div>
    </PageLayout>
  );
}
