import { zodResolver } from "@hookform/resolvers/zod";
import { AlertTriangle } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router-dom";
import { FormField } from "../components/form-field.tsx";
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Input,
  toast,
} from "../components/ui/index.ts";
import { readError } from "../dashboard/lib/errors.ts";
import { client } from "../lib/api.ts";
import { z } from "../lib/zod.ts";

/** Spec 02 §5, word for word. */
const password6 = z.string().min(6, "Password must be at least 6 characters");
const passwordSchema = z
  .object({
    currentPassword: z.string().min(1, "Current password is required"),
    newPassword: password6,
    confirmPassword: password6,
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "Passwords don't match", path: ["confirmPassword"] });
type PasswordValues = z.infer<typeof passwordSchema>;

function ChangePasswordCard() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });

  const onSubmit = async (values: PasswordValues) => {
    try {
      await client.me.changePassword({ current_password: values.currentPassword, new_password: values.newPassword });
      toast.success("Password updated", { description: "Your password has been successfully changed." });
      reset();
    } catch (error) {
      const { status, message } = readError(error);
      if (status !== null && message) toast.error("Password update failed", { description: message });
      else toast.error("Error", { description: "An unexpected error occurred." });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change password</CardTitle>
        <CardDescription>Other devices are signed out when you change it; this one stays signed in.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="max-w-md space-y-4">
          <FormField id="currentPassword" label="Current password" error={errors.currentPassword?.message}>
            {(a11y) => (
              <Input type="password" autoComplete="current-password" {...a11y} {...register("currentPassword")} />
            )}
          </FormField>
          <FormField id="newPassword" label="New password" error={errors.newPassword?.message}>
            {(a11y) => <Input type="password" autoComplete="new-password" {...a11y} {...register("newPassword")} />}
          </FormField>
          <FormField id="confirmPassword" label="Confirm new password" error={errors.confirmPassword?.message}>
            {(a11y) => <Input type="password" autoComplete="new-password" {...a11y} {...register("confirmPassword")} />}
          </FormField>
          <Button type="submit" loading={isSubmitting}>
            {isSubmitting ? "Updating..." : "Update Password"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

const LEAVE_AFTER_MS = 100;

function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  async function onDelete() {
    setBusy(true);
    try {
      // The SDK forgets the session once the account is gone, which signs the app out.
      await client.me.delete();
    } catch {
      toast.error("Delete failed", {
        description: "There was an error deleting your account. Please contact support.",
      });
      setBusy(false);
      return;
    }
    sessionStorage.clear();
    // Signing out makes the guarded route send the visitor to /login. Router navigations are
    // transitions, so the last one issued wins: going to / just after that redirect leaves the
    // visitor on the home page (spec 02 §4), whatever order React renders the two updates in.
    setTimeout(() => {
      navigate("/", { replace: true });
      toast.success("Account deleted", { description: "Your account and all data have been permanently deleted." });
    }, LEAVE_AFTER_MS);
  }

  return (
    <Card className="border-destructive/60">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-destructive">
          <AlertTriangle aria-hidden="true" className="size-5" />
          Danger zone
        </CardTitle>
        <CardDescription>
          Deleting your account removes your profile, every analysis and every image. Your subscription is cancelled.
          This cannot be undone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
          <Button variant="destructive" onClick={() => setOpen(true)}>
            Delete Account
          </Button>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Delete your account?</DialogTitle>
              <DialogDescription>
                This permanently deletes your account, all of your analyses and images, and cancels your subscription.
                This action cannot be undone.
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
                Cancel
              </Button>
              <Button variant="destructive" loading={busy} onClick={() => void onDelete()}>
                {busy ? "Deleting..." : "Yes, delete my account"}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}

export function SecurityTab() {
  return (
    <div className="space-y-6">
      <ChangePasswordCard />
      <DeleteAccountCard />
    </div>
  );
}
