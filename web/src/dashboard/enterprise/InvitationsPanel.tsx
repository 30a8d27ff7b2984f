import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Mail, UserPlus, X } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormField } from "../../components/form-field.tsx";
import {
  Badge,
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
  Select,
  toast,
} from "../../components/ui/index.ts";
import { client } from "../../lib/api.ts";
import { errorMessage } from "../../lib/errors.ts";
import { z } from "../../lib/zod.ts";
import { readError } from "../lib/errors.ts";
import { allPages } from "../lib/pages.ts";
import { assignableRoles } from "../lib/permissions.ts";
import { ROLE_LABEL, type Workspace, workspaceKeys } from "../lib/workspaces.ts";

type InvitedRole = "admin" | "member" | "viewer";

const inviteSchema = z.object({
  email: z.string().trim().min(1, "Email is required").email("Invalid email address"),
  role: z.enum(["admin", "member", "viewer"]),
});
type InviteValues = z.infer<typeof inviteSchema>;

/** Pending and expired invitations of a team, inviting by email and role, and revoking. */
export function InvitationsPanel({ workspace, available }: { workspace: Workspace; available: number }) {
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [revoking, setRevoking] = useState<string | null>(null);
  const invitations = useQuery({
    queryKey: workspaceKeys.invitations(workspace.id),
    queryFn: () => allPages((p) => client.workspaces.invitations(workspace.id, p)),
  });
  const refresh = () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: workspaceKeys.invitations(workspace.id) }),
      qc.invalidateQueries({ queryKey: workspaceKeys.list, exact: true }),
      qc.invalidateQueries({ queryKey: workspaceKeys.audit(workspace.id) }),
    ]);

  const revoke = async (id: string, email: string) => {
    setRevoking(id);
    try {
      await client.workspaces.revokeInvitation(workspace.id, id);
      toast.success("Invitation revoked", { description: `The link sent to ${email} no longer works.` });
      await refresh();
    } catch (e) {
      toast.error("Invitation not revoked", { description: errorMessage(e) });
    } finally {
      setRevoking(null);
    }
  };

  const list = invitations.data ?? [];
  const full = available === 0;
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2 space-y-0">
        <div className="space-y-1.5">
          <CardTitle>Invitations ({list.length})</CardTitle>
          <CardDescription>
            Links are single use, for the invited address only, and expire after 7 days.
          </CardDescription>
        </div>
        <Button onClick={() => setOpen(true)} disabled={full} aria-describedby={full ? "seats-full" : undefined}>
          <UserPlus aria-hidden="true" className="size-4" />
          Invite Member
        </Button>
      </CardHeader>
      <CardContent className="space-y-3">
        {full ? (
          <p id="seats-full" className="text-sm text-muted-foreground">
            Every seat is taken: revoke an invitation or remove a member to invite someone else.
          </p>
        ) : null}
        {invitations.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(invitations.error, "The invitations could not be loaded.")}
          </p>
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">No pending invitations</p>
        ) : (
          <ul className="divide-y divide-border text-sm" aria-label="Invitations">
            {list.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="flex min-w-0 items-center gap-2">
                  <Mail aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                  <span className="truncate font-medium" title={i.email}>
                    {i.email}
                  </span>
                  <Badge variant="outline">{ROLE_LABEL[i.role]}</Badge>
                  {i.status === "expired" ? (
                    <Badge variant="secondary">Expired</Badge>
                  ) : (
                    <span className="text-xs text-muted-foreground">
                      until {new Date(i.expires_at).toLocaleDateString()}
                    </span>
                  )}
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  loading={revoking === i.id}
                  onClick={() => void revoke(i.id, i.email)}
                >
                  {revoking === i.id ? null : <X aria-hidden="true" className="size-4" />}
                  Revoke<span className="sr-only"> the invitation of {i.email}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <InviteDialog
        workspace={workspace}
        open={open}
        onClose={() => setOpen(false)}
        onSent={async (email) => {
          setOpen(false);
          toast.success("Invitation sent", { description: `${email} received a link to join ${workspace.name}.` });
          await refresh();
        }}
      />
    </Card>
  );
}

function InviteDialog({
  workspace,
  open,
  onClose,
  onSent,
}: {
  workspace: Workspace;
  open: boolean;
  onClose: () => void;
  onSent: (email: string) => Promise<void>;
}) {
  const roles = assignableRoles(workspace.role) as InvitedRole[];
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InviteValues>({
    resolver: zodResolver(inviteSchema),
    defaultValues: { email: "", role: roles.includes("member") ? "member" : (roles[0] ?? "viewer") },
  });

  const onSubmit = async (values: InviteValues) => {
    try {
      await client.workspaces.invite(workspace.id, values);
      reset();
      await onSent(values.email);
    } catch (e) {
      const failure = readError(e);
      setError(failure.code === "validation_failed" || failure.code === "conflict" ? "email" : "root", {
        message: errorMessage(e, "The invitation could not be sent."),
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Invite a team member</DialogTitle>
          <DialogDescription>
            They get an email with a link to join {workspace.name}; they sign in or sign up with this address to accept.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
          <FormField id="invite-email" label="Email" error={errors.email?.message}>
            {(a11y) => <Input type="email" autoComplete="off" {...a11y} {...register("email")} />}
          </FormField>
          <FormField id="invite-role" label="Role" error={errors.role?.message}>
            {(a11y) => (
              <Select {...a11y} {...register("role")}>
                {roles.map((r) => (
                  <option key={r} value={r}>
                    {ROLE_LABEL[r]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          {errors.root?.message ? (
            <p role="alert" className="text-sm text-destructive">
              {errors.root.message}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {isSubmitting ? "Sending..." : "Send Invitation"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
