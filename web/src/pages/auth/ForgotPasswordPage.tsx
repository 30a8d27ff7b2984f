import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router-dom";
import { FormField } from "../../components/form-field.tsx";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { toast } from "../../components/ui/toaster.tsx";
import { client } from "../../lib/api.ts";
import { errorMessage } from "../../lib/errors.ts";
import { type ForgotValues, forgotSchema } from "../../lib/validation.ts";
import { AuthShell, TEXT_LINK } from "./AuthShell.tsx";

export default function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotValues>({ resolver: zodResolver(forgotSchema), defaultValues: { email: "" } });

  const onSubmit = async ({ email }: ForgotValues) => {
    try {
      await client.auth.recover({ email });
      toast.success("Reset email sent", { description: "Please check your email for password reset instructions." });
      setSentTo(email);
    } catch (error) {
      toast.error("Reset failed", { description: errorMessage(error) });
    }
  };

  if (sentTo) {
    return (
      <AuthShell title="Check your email" centered>
        <div className="space-y-4 text-center">
          <span className="mx-auto grid size-14 place-items-center rounded-full bg-secondary text-secondary-foreground">
            <MailCheck className="size-7" aria-hidden="true" />
          </span>
          <p>
            If an account exists for <strong className="break-all">{sentTo}</strong>, we sent a link to reset its
            password. The link expires in one hour.
          </p>
          <Link to="/login" className={buttonClasses("outline", "default", "w-full")}>
            Back to Sign In
          </Link>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      title="Reset Password"
      description="Enter your account email and we'll send you a link to set a new password."
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
        <FormField id="forgot-email" label="Email" error={errors.email?.message}>
          {(a11y) => (
            <Input {...a11y} type="email" autoComplete="email" placeholder="you@company.com" {...register("email")} />
          )}
        </FormField>
        <Button type="submit" className="w-full" loading={isSubmitting}>
          {isSubmitting ? "Sending reset email..." : "Send Reset Email"}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Remembered it?{" "}
        <Link to="/login" className={TEXT_LINK}>
          Back to Sign In
        </Link>
      </p>
    </AuthShell>
  );
}
