import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { FormField } from "../../components/form-field.tsx";
import { FullPageLoading } from "../../components/layout/full-page-loading.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { toast } from "../../components/ui/toaster.tsx";
import { track } from "../../lib/analytics.ts";
import { client } from "../../lib/api.ts";
import { useAuth } from "../../lib/auth.tsx";
import { errorCode, errorMessage, isNetworkError } from "../../lib/errors.ts";
import { isInvitationPath, pendingInvitation, rememberInvitation } from "../../lib/pending-invitation.ts";
import { type LoginValues, loginSchema } from "../../lib/validation.ts";
import { AuthShell, TEXT_LINK } from "./AuthShell.tsx";

/** The sign-in failure texts of spec 01 §8, keyed by API error code. */
export function signInFailureMessage(error: unknown): string {
  switch (errorCode(error)) {
    case "email_not_confirmed":
      return "Please check your email and click the confirmation link before signing in.";
    case "invalid_credentials":
      return "Invalid email or password. Please check your credentials and try again.";
    default:
      return errorMessage(error);
  }
}

/** Signs the visitor in from the link in the sign-up email (/login?confirm_token=…). */
function useEmailConfirmation(token: string | null) {
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const started = useRef(false);
  useEffect(() => {
    // The token is single-use: React's dev double-effect must not spend it twice.
    if (!token || started.current) return;
    started.current = true;
    client.auth
      .confirm({ token })
      .then(() => {
        track("sign_up_confirmed");
        toast.success("Email confirmed!", { description: "Welcome to AdLens. You are now signed in." });
        // A new account made to accept an invitation goes back to it, not to its own dashboard.
        navigate(pendingInvitation() ?? "/dashboard", { replace: true });
      })
      .catch((error: unknown) => {
        toast.error("Invalid or expired confirmation link", {
          description: isNetworkError(error)
            ? errorMessage(error)
            : "Sign in if you already confirmed your email, or sign up again to get a new link.",
        });
        setParams({}, { replace: true });
      });
  }, [token, navigate, setParams]);
}

export default function LoginPage() {
  const { status } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const confirmToken = params.get("confirm_token");
  const [failure, setFailure] = useState<string | null>(null);
  useEmailConfirmation(confirmToken);
  const from = (location.state as { from?: string } | null)?.from;
  // Kept beyond this page: the invitee may have no account yet and go through sign-up first.
  useEffect(() => {
    if (from) rememberInvitation(from);
  }, [from]);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });

  if (confirmToken) return <FullPageLoading />;
  // Back to the page that sent us here (an invitation link, say), whichever of the two
  // redirects below runs first once the session lands.
  const next = from?.startsWith("/") && !from.startsWith("//") ? from : (pendingInvitation() ?? "/dashboard");
  if (status === "signedIn" && !isSubmitting) return <Navigate to={next} replace />;

  const onSubmit = async (values: LoginValues) => {
    setFailure(null);
    try {
      await client.auth.login(values);
      toast.success("Welcome back!", { description: "You have been successfully signed in." });
      navigate(next, { replace: true });
    } catch (error) {
      const message = signInFailureMessage(error);
      setFailure(message);
      toast.error("Sign in failed", { description: message });
    }
  };

  return (
    <AuthShell
      title="Welcome back"
      description={
        (from && isInvitationPath(from)) || pendingInvitation()
          ? "Sign in to accept your invitation. New to AdLens? Sign up with the invited address: you come back here after confirming it."
          : "Sign in to analyse your ads and see your results."
      }
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
        {failure ? (
          <p
            role="alert"
            className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
          >
            {failure}
          </p>
        ) : null}
        <FormField id="login-email" label="Email" error={errors.email?.message}>
          {(a11y) => (
            <Input {...a11y} type="email" autoComplete="email" placeholder="you@company.com" {...register("email")} />
          )}
        </FormField>
        <FormField id="login-password" label="Password" error={errors.password?.message}>
          {(a11y) => <Input {...a11y} type="password" autoComplete="current-password" {...register("password")} />}
        </FormField>
        <div className="flex justify-end text-sm">
          <Link to="/forgot-password" className={TEXT_LINK}>
            Forgot your password?
          </Link>
        </div>
        <Button type="submit" className="w-full" loading={isSubmitting}>
          {isSubmitting ? "Signing in..." : "Sign In"}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Don't have an account?{" "}
        <Link to="/signup" className={TEXT_LINK}>
          Sign up
        </Link>
      </p>
    </AuthShell>
  );
}
