import type { Role } from "./workspaces.ts";

/**
 * The part of the API's role policy (api/src/services/workspaces/policy.ts) the dashboard uses
 * to show, hide or explain buttons. The API still decides every request; a test keeps these
 * lists equal to the policy, so the page never offers what the server refuses.
 */
export const CAN = {
  "analyses.create": ["owner", "admin", "member"],
  "analyses.delete": ["owner", "admin", "member"],
  "projects.write": ["owner", "admin", "member"],
  "outcomes.write": ["owner", "admin", "member"],
  "brand_kit.manage": ["owner", "admin"],
  "vision_model.manage": ["owner", "admin"],
  "share_links.write": ["owner", "admin", "member"],
  "members.manage": ["owner", "admin"],
  "workspace.leave": ["admin", "member", "viewer"],
  "ownership.transfer": ["owner"],
  "audit.read": ["owner", "admin"],
  "workspace.update": ["owner", "admin"],
} as const satisfies Record<string, readonly Role[]>;

export type WebAction = keyof typeof CAN;

export function can(role: Role | undefined, action: WebAction): boolean {
  return role !== undefined && (CAN[action] as readonly Role[]).includes(role);
}

export const ROLE_RANK: Record<Role, number> = { owner: 3, admin: 2, member: 1, viewer: 0 };

/** Admins manage members and viewers, only the owner manages admins: roles ranked below yours. */
export function outranks(actor: Role, target: Role): boolean {
  return ROLE_RANK[actor] > ROLE_RANK[target];
}

/** The roles `actor` may give someone (invite, or change to): those ranked below theirs. */
export function assignableRoles(actor: Role): Role[] {
  return (["admin", "member", "viewer"] as const).filter((r) => outranks(actor, r));
}
