import { useEffect, useId } from "react";
import { Label, Select, toast } from "../../components/ui/index.ts";
import { useAuth } from "../../lib/auth.tsx";
import { ROLE_LABEL, useActiveWorkspace, workspaceLabel } from "../lib/workspaces.ts";

/**
 * The header's workspace picker: the personal workspace and every team, each with the user's
 * role. A native select, so keyboards, screen readers and phones get their own familiar control.
 * Shown once there is something to choose between.
 */
export function WorkspaceSwitcher() {
  const { workspaceId, switchWorkspace } = useAuth();
  const { workspace, workspaces, loaded } = useActiveWorkspace();
  const id = useId();

  // The remembered team is gone (removed, left, deleted): back to the personal workspace.
  const lost = loaded && workspaceId !== null && workspace === undefined;
  useEffect(() => {
    if (!lost) return;
    toast.info("You no longer belong to that workspace, so your personal workspace is open.");
    void switchWorkspace(null);
  }, [lost, switchWorkspace]);

  if (workspaces.length < 2) return null;
  return (
    <div className="flex w-full items-center gap-2 sm:w-auto">
      <Label htmlFor={id} className="shrink-0">
        Workspace
      </Label>
      <Select
        id={id}
        className="h-9 min-w-0 sm:w-56"
        value={workspace?.id ?? ""}
        onChange={(e) => {
          const next = workspaces.find((w) => w.id === e.target.value);
          if (next) void switchWorkspace(next.personal ? null : next.id);
        }}
      >
        {workspaces.map((w) => (
          <option key={w.id} value={w.id}>
            {workspaceLabel(w)} ({ROLE_LABEL[w.role]})
          </option>
        ))}
      </Select>
    </div>
  );
}

/**
 * For pages without the switcher (API tokens, webhooks): which workspace they show and change.
 * Nothing for someone with only a personal workspace.
 */
export function ActiveWorkspaceNote({ what }: { what: string }) {
  const { workspace, workspaces } = useActiveWorkspace();
  if (!workspace || workspaces.length < 2) return null;
  return (
    <p className="text-sm text-muted-foreground">
      {what} of the workspace <strong className="text-foreground">{workspaceLabel(workspace)}</strong> (you are{" "}
      {ROLE_LABEL[workspace.role].toLowerCase()}); choose another with the Workspace menu on the dashboard.
    </p>
  );
}
