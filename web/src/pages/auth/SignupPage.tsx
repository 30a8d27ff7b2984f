import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, Navigate } from "react-router-dom";
import { FormField } from "../../components/form-field.tsx";
import { PRODUCT_NAME } from "../../components/layout/brand.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { toast } from "../../components/ui/toaster.tsx";
import { track } from "../../lib/analytics.ts";
import { client } from "../../lib/api.ts";
import { useAuth } from "../../lib/auth.tsx";
import { errorMessage, isNetworkError } from "../../lib/errors.ts";
import { pendingInvitation } from "../../lib/pending-invitation.ts";
import { type SignupValues, signupSchema } from "../../lib/validation.ts";
import { AuthShell, TEXT_LINK } from "./AuthShell.tsx";

function CheckYourEmail({ email }: { email: string }) {
  const [resending, setResending] = useState(false);
  const resend = async () => {
    setResending(true);
    try {
      await client.auth.resend({ email });
      toast.success("Email sent!", { description: "Please check your inbox for the confirmation link." });
    } catch (error) {
      toast.error("Failed to resend", {
        description: isNetworkError(error) ? errorMessage(error) : "Please try again or contact support",
      });
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthShell title="Check Your Email" centered>
      <div className="space-y-4 text-center">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-secondary text-secondary-foreground">
          <MailCheck className="size-7" aria-hidden="true" />
        </span>
        <p>
          We sent a confirmation link to <strong className="break-all">{email}</strong>.
        </p>
        <p className="text-sm text-muted-foreground">
          Click the link in the email to confirm your account. You will be signed in automatically after clicking the
          link.
        </p>
        <Button variant="outline" className="w-full" onClick={resend} loading={resending}>
          {resending ? "Sending..." : "Resend confirmation email"}
        </Button>
        <p className="text-sm text-muted-foreground">
          Already confirmed?{" "}
          <Link to="/login" className={TEXT_LINK}>
            Sign in
          </Link>
        </p>
        <p className="text-sm text-muted-foreground">
          Didn't get the email?{" "}
          <Link to="/contact?inquiry=support" className={TEXT_LINK}>
            Contact us
          </Link>
        </p>
      </div>
    </AuthShell>
  );
}

export default function SignupPage() {
  const { status } = useAuth();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignupValues>({
    resolver: zodResolver(signupSchema),
    defaultValues: { email: "", password: "", confirmPassword: "" },
  });

  if (sentTo) return <CheckYourEmail email={sentTo} />;
  if (status === "signedIn") return <Navigate to="/dashboard" replace />;

  const onSubmit = async ({ email, password }: SignupValues) => {
    try {
      await client.auth.signup({ email, password });
      track("sign_up");
      setSentTo(email);
    } catch (error) {
      toast.error("Signup failed", { description: errorMessage(error) });
    }
  };

  return (
    <AuthShell
      title={`Join ${PRODUCT_NAME}`}
      description={
        pendingInvitation()
          ? "Create your account with the address the invitation was sent to. Once you confirm it, the invitation opens."
          : "Create a free account: 10 ad analyses a month, no credit card required."
      }
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
        <FormField id="signup-email" label="Email" error={errors.email?.message}>
          {(a11y) => (
            <Input {...a11y} type="email" autoComplete="email" placeholder="you@company.com" {...register("email")} />
          )}
        </FormField>
        <FormField id="signup-password" label="Password" error={errors.password?.message}>
          {(a11y) => <Input {...a11y} type="password" autoComplete="new-password" {...register("password")} />}
        </FormField>
        <FormField id="signup-confirm" label="Confirm Password" error={errors.confirmPassword?.message}>
          {(a11y) => <Input {...a11y} type="password" autoComplete="new-password" {...register("confirmPassword")} />}
        </FormField>
        <Button type="submit" className="w-full" loading={isSubmitting}>
          {isSubmitting ? "Creating account..." : "Create Account"}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Already have an account?{" "}
        <Link to="/login" className={TEXT_LINK}>
          Sign in
        </Link>
      </p>
      <p className="mt-3 text-center text-xs text-muted-foreground">
        By creating an account you agree to our{" "}
        <Link to="/terms" className={TEXT_LINK}>
          Terms of Service
        </Link>{" "}
        and{" "}
        <Link to="/privacy" className={TEXT_LINK}>
          Privacy Policy
        </Link>
        .
      </p>
    </AuthShell>
  );
}
