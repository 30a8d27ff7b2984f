import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { FormField } from "../../components/form-field.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { toast } from "../../components/ui/toaster.tsx";
import { client } from "../../lib/api.ts";
import { errorMessage } from "../../lib/errors.ts";
import { type ResetValues, resetSchema } from "../../lib/validation.ts";
import { AuthShell, TEXT_LINK } from "./AuthShell.tsx";

const REDIRECT_DELAY_MS = 2000;

function PasswordUpdated() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate("/login", { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <AuthShell title="Password Updated!" centered>
      <div className="space-y-4 text-center">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-success-soft text-success">
          <CircleCheck className="size-7" aria-hidden="true" />
        </span>
        <p role="status">Your password has been changed. Redirecting you to sign in…</p>
        <Button className="w-full" onClick={() => navigate("/login", { replace: true })}>
          Go to Login
        </Button>
        <p className="text-sm text-muted-foreground">
          Link not working?{" "}
          <Link to="/forgot-password" className={TEXT_LINK}>
            Request a new reset link
          </Link>
        </p>
      </div>
    </AuthShell>
  );
}

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get("token");
  const [updated, setUpdated] = useState(false);
  const warned = useRef(false);
  const {
    register,
    handleSubmit,
    getValues,
    watch,
    formState: { errors, isSubmitting, isValid },
  } = useForm<ResetValues>({
    resolver: zodResolver(resetSchema),
    mode: "onChange",
    defaultValues: { password: "", confirmPassword: "" },
  });

  useEffect(() => {
    if (token || warned.current) return;
    warned.current = true;
    toast.error("Invalid or expired reset link");
    navigate("/forgot-password", { replace: true });
  }, [token, navigate]);

  if (!token) return null;
  if (updated) return <PasswordUpdated />;

  const onValid = async ({ password }: ResetValues) => {
    try {
      await client.auth.resetPassword({ token, password });
      toast.success("Password updated successfully!");
      setUpdated(true);
    } catch (error) {
      toast.error(errorMessage(error, "An error occurred. Please try again."));
    }
  };

  // The spec's submit-time checks come before the schema: they answer with a toast.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const { password, confirmPassword } = getValues();
    if (!password || password.length < 8) {
      event.preventDefault();
      toast.error("Please enter a valid password");
      return;
    }
    if (password !== confirmPassword) {
      event.preventDefault();
      toast.error("Passwords do not match");
      return;
    }
    void handleSubmit(onValid)(event);
  };

  const [password, confirmPassword] = watch(["password", "confirmPassword"]);
  const blocked = !isValid || !password || !confirmPassword;

  return (
    <AuthShell title="Set a new password" description="Choose a strong password you don't use anywhere else.">
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <FormField
          id="reset-password"
          label="New Password"
          error={errors.password?.message}
          hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
        >
          {(a11y) => <Input {...a11y} type="password" autoComplete="new-password" {...register("password")} />}
        </FormField>
        <FormField id="reset-confirm" label="Confirm New Password" error={errors.confirmPassword?.message}>
          {(a11y) => <Input {...a11y} type="password" autoComplete="new-password" {...register("confirmPassword")} />}
        </FormField>
        <Button type="submit" className="w-full" loading={isSubmitting} disabled={blocked}>
          {isSubmitting ? "Updating Password..." : "Update Password"}
        </Button>
      </form>
    </AuthShell>
  );
}
