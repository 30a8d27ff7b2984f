import type { ResponseOf } from "@adlens/sdk";
import { useQuery } from "@tanstack/react-query";
import { client } from "../../lib/api.ts";
import { useAuth } from "../../lib/auth.tsx";

export type Workspace = ResponseOf<"/v1/workspaces", "get">["data"][number];
export type Role = Workspace["role"];

export const workspaceKeys = {
  list: ["workspaces"] as const,
  members: (id: string) => ["workspaces", id, "members"] as const,
  invitations: (id: string) => ["workspaces", id, "invitations"] as const,
  audit: (id: string) => ["workspaces", id, "audit"] as const,
};

/** Every workspace the user belongs to, personal first (the same in every workspace). */
export function useWorkspaces() {
  return useQuery({ queryKey: workspaceKeys.list, queryFn: async () => (await client.workspaces.list()).data });
}

/**
 * The workspace the app works in, as the API describes it (name, role, plan, seats). Undefined
 * while loading, and when the remembered one is no longer the user's (the switcher then goes
 * back to the personal workspace).
 */
export function useActiveWorkspace(): { workspace: Workspace | undefined; workspaces: Workspace[]; loaded: boolean } {
  const { workspaceId } = useAuth();
  const list = useWorkspaces();
  const workspaces = list.data ?? [];
  const workspace = workspaces.find((w) => (workspaceId ? w.id === workspaceId : w.personal));
  return { workspace, workspaces, loaded: list.isSuccess };
}

export const ROLE_LABEL: Record<Role, string> = { owner: "Owner", admin: "Admin", member: "Member", viewer: "Viewer" };

/** "Personal" for the personal workspace, otherwise the team's name. */
export function workspaceLabel(w: Workspace): string {
  return w.personal ? "Personal" : w.name;
}
