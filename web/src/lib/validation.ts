import { z } from "./zod.ts";

/** The form rules and messages of spec 01 §5, word for word. */
const email = z.string().trim().email("Invalid email address");
const password6 = z.string().min(6, "Password must be at least 6 characters");

export const loginSchema = z.object({ email, password: password6 });
export type LoginValues = z.infer<typeof loginSchema>;

export const signupSchema = z
  .object({ email, password: password6, confirmPassword: password6 })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords don't match", path: ["confirmPassword"] });
export type SignupValues = z.infer<typeof signupSchema>;

export const forgotSchema = z.object({ email });
export type ForgotValues = z.infer<typeof forgotSchema>;

export const resetSchema = z
  .object({
    password: z
      .string()
      .min(8, "Password must be at least 8 characters")
      .regex(
        /(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/,
        "Password must contain at least one uppercase letter, one lowercase letter, and one number",
      ),
    confirmPassword: z.string().min(1, "Please confirm your password"),
  })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords don't match", path: ["confirmPassword"] });
export type ResetValues = z.infer<typeof resetSchema>;

export const INQUIRY_TYPES = [
  { value: "sales", label: "Sales inquiry" },
  { value: "demo", label: "Request a demo" },
  { value: "enterprise", label: "Enterprise plan" },
  { value: "support", label: "Technical support" },
  { value: "partnership", label: "Partnership" },
] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number]["value"];

/** Contact rules: the spec's required fields plus the API's own bounds, so the server never refuses. */
export const contactSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(200, "Name must be at most 200 characters"),
  email: z.string().trim().min(1, "Email is required").email("Invalid email address"),
  company: z.string().trim().max(200, "Company must be at most 200 characters"),
  phone: z
    .string()
    .trim()
    .max(40, "Phone must be at most 40 characters")
    .regex(/^[0-9+()\-. /x]*$/, "Please enter a valid phone number"),
  inquiry_type: z.enum(["sales", "demo", "enterprise", "support", "partnership"]),
  message: z.string().trim().min(1, "Message is required").max(5000, "Message must be at most 5000 characters"),
});
export type ContactValues = z.infer<typeof contactSchema>;
