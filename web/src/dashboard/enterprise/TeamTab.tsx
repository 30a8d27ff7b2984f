import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Crown, LogOut, UserMinus, Users } from "lucide-react";
import { useState } from "react";
import { Badge, Button, Card, CardContent, Select, toast } from "../../components/ui/index.ts";
import { client } from "../../lib/api.ts";
import { useAuth } from "../../lib/auth.tsx";
import { errorMessage } from "../../lib/errors.ts";
import { ConfirmDialog, type ConfirmRequest } from "../components/ConfirmDialog.tsx";
import { allPages } from "../lib/pages.ts";
import { assignableRoles, can, outranks } from "../lib/permissions.ts";
import { ROLE_LABEL, type Role, type Workspace, workspaceKeys } from "../lib/workspaces.ts";
import { CreateTeamCard } from "./CreateTeamCard.tsx";
import { InvitationsPanel } from "./InvitationsPanel.tsx";
import { ReportLogoCard } from "./ReportLogoCard.tsx";

type Member = Awaited<ReturnType<typeof client.workspaces.members>>["data"][number];

/** A personal workspace is never shared, so there the tab offers a team workspace instead. */
export function TeamTab({ workspace }: { workspace: Workspace }) {
  return (
    <div className="space-y-6">
      {workspace.personal ? <CreateTeamCard /> : <TeamMembers workspace={workspace} />}
      <ReportLogoCard workspace={workspace} />
    </div>
  );
}

function TeamMembers({ workspace }: { workspace: Workspace }) {
  const { user, switchWorkspace } = useAuth();
  const qc = useQueryClient();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const me = workspace.role;
  const members = useQuery({
    queryKey: workspaceKeys.members(workspace.id),
    queryFn: () => allPages((p) => client.workspaces.members(workspace.id, p)),
  });
  const refresh = () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: workspaceKeys.members(workspace.id) }),
      qc.invalidateQueries({ queryKey: workspaceKeys.list, exact: true }),
      qc.invalidateQueries({ queryKey: workspaceKeys.audit(workspace.id) }),
    ]);
  const setRole = useMutation({
    mutationFn: ({ member, role }: { member: Member; role: Role }) =>
      client.workspaces.setRole(workspace.id, member.user_id, role),
    onSuccess: (_, { member, role }) => {
      toast.success("Role changed", { description: `${member.email} is now ${article(role)} ${role}.` });
      return refresh();
    },
    onError: (e) => toast.error("Role not changed", { description: errorMessage(e) }),
  });

  const remove = (member: Member) =>
    setConfirm({
      title: "Remove member",
      description: `Remove ${member.email} from ${workspace.name}? What they uploaded stays in the workspace, and their API tokens for it stop working.`,
      confirm: "Remove",
      run: async () => {
        try {
          await client.workspaces.removeMember(workspace.id, member.user_id);
          toast.success("Member removed", {
            description: `${member.email} no longer has access to ${workspace.name}.`,
          });
          await refresh();
        } catch (e) {
          toast.error("Member not removed", { description: errorMessage(e) });
        }
      },
    });
  const handOver = (member: Member) =>
    setConfirm({
      title: "Transfer ownership",
      description: `Make ${member.email} the owner of ${workspace.name}? You become an admin, and the team runs on their plan from then on.`,
      confirm: "Transfer Ownership",
      run: async () => {
        try {
          await client.workspaces.setRole(workspace.id, member.user_id, "owner");
          toast.success("Ownership transferred", { description: `${member.email} now owns ${workspace.name}.` });
          await refresh();
        } catch (e) {
          toast.error("Ownership not transferred", { description: errorMessage(e) });
        }
      },
    });
  const leave = () =>
    setConfirm({
      title: "Leave workspace",
      description: `Leave ${workspace.name}? You lose access to its analyses until someone invites you again.`,
      confirm: "Leave Workspace",
      run: async () => {
        if (!user) return;
        try {
          await client.workspaces.removeMember(workspace.id, user.id);
          toast.success("You left the workspace", {
            description: `${workspace.name} is no longer in your workspaces.`,
          });
          await switchWorkspace(null);
        } catch (e) {
          toast.error("Could not leave", { description: errorMessage(e) });
        }
      },
    });

  const list = members.data ?? [];
  const manages = can(me, "members.manage");
  const available = Math.max(0, workspace.seats.limit - workspace.seats.used);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 className="text-xl font-semibold">Team Members ({members.isSuccess ? list.length : "…"})</h2>
          <p className="text-sm text-muted-foreground" data-testid="seats">
            {workspace.seats.used} of {workspace.seats.limit} seats used (members and pending invitations) · {available}{" "}
            available
          </p>
        </div>
        <Badge variant="outline" className="gap-1">
          <Users aria-hidden="true" className="size-3" />
          You are {article(me)} {me}
        </Badge>
      </div>
      {manages ? null : (
        <p className="text-sm text-muted-foreground">
          Only the owner and admins can invite people and change roles. Ask one of them for changes.
        </p>
      )}
      <Card>
        <CardContent className="overflow-x-auto pt-6">
          {members.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(members.error, "The members could not be loaded.")}
            </p>
          ) : (
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Members of {workspace.name}</caption>
              <thead className="text-muted-foreground">
                <tr>
                  <th scope="col" className="pb-2 font-medium">
                    E-mail
                  </th>
                  <th scope="col" className="pb-2 font-medium">
                    Role
                  </th>
                  <th scope="col" className="hidden pb-2 font-medium sm:table-cell">
                    Joined
                  </th>
                  <th scope="col" className="pb-2 text-right font-medium">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((m) => {
                  const self = m.user_id === user?.id;
                  const manageable = manages && !self && outranks(me, m.role);
                  return (
                    <tr key={m.user_id} className="border-t border-border align-middle">
                      <td className="max-w-48 truncate py-2 font-medium sm:max-w-none" title={m.email}>
                        {m.email}
                        {self ? <span className="text-muted-foreground"> (you)</span> : null}
                      </td>
                      <td className="py-2">
                        {manageable ? (
                          <Select
                            aria-label={`Role of ${m.email}`}
                            className="h-8 w-28"
                            value={m.role}
                            disabled={setRole.isPending}
                            onChange={(e) => setRole.mutate({ member: m, role: e.target.value as Role })}
                          >
                            {assignableRoles(me).map((r) => (
                              <option key={r} value={r}>
                                {ROLE_LABEL[r]}
                              </option>
                            ))}
                          </Select>
                        ) : (
                          <Badge variant={m.role === "owner" || m.role === "admin" ? "default" : "outline"}>
                            {ROLE_LABEL[m.role]}
                          </Badge>
                        )}
                      </td>
                      <td className="hidden py-2 text-muted-foreground sm:table-cell">
                        {new Date(m.joined_at).toLocaleDateString()}
                      </td>
                      <td className="py-2">
                        <div className="flex flex-wrap justify-end gap-2">
                          {!self && can(me, "ownership.transfer") ? (
                            <Button size="sm" variant="outline" onClick={() => handOver(m)}>
                              <Crown aria-hidden="true" className="size-4" />
                              Make Owner<span className="sr-only"> {m.email}</span>
                            </Button>
                          ) : null}
                          {manageable ? (
                            <Button size="sm" variant="outline" onClick={() => remove(m)}>
                              <UserMinus aria-hidden="true" className="size-4" />
                              Remove<span className="sr-only"> {m.email}</span>
                            </Button>
                          ) : null}
                          {self && can(me, "workspace.leave") ? (
                            <Button size="sm" variant="outline" onClick={leave}>
                              <LogOut aria-hidden="true" className="size-4" />
                              Leave Workspace
                            </Button>
                          ) : null}
                          {self && !can(me, "workspace.leave") ? (
                            <span className="text-xs text-muted-foreground">
                              The owner cannot leave: make another member the owner first.
                            </span>
                          ) : null}
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
        </CardContent>
      </Card>
      {manages ? <InvitationsPanel workspace={workspace} available={available} /> : null}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </div>
  );
}

export function article(role: Role): "a" | "an" {
  return role === "admin" || role === "owner" ? "an" : "a";
}
