import type { WorkspaceRole } from "@adlens/db";

export const ROLES = ["owner", "admin", "member", "viewer"] as const satisfies readonly WorkspaceRole[];

/** Higher outranks lower: admins manage members and viewers, only the owner manages admins. */
export const ROLE_RANK: Record<WorkspaceRole, number> = { owner: 3, admin: 2, member: 1, viewer: 0 };

/**
 * What an API token may do with an action: `plan` — only while the workspace's plan includes
 * the API (tokens outlive downgrades); `always` — also after a downgrade, so a CI tool can read
 * why it is refused; `never` — a signed-in session is required (account, token and team
 * management, billing).
 */
export type TokenRule = "plan" | "always" | "never";

interface Rule {
  roles: readonly WorkspaceRole[];
  tokens: TokenRule;
  /** One line for docs/workspaces.md, which shows this table. */
  what: string;
}

const ALL = ROLES;
const EDITORS = ["owner", "admin", "member"] as const;
const MANAGERS = ["owner", "admin"] as const;

/**
 * The one policy: role × action. Every workspace-scoped route names its action, and
 * `resolveWorkspace` checks it here before the handler runs; docs/workspaces.md prints this
 * table (a test keeps the two equal).
 */
export const POLICY = {
  "workspace.read": { roles: ALL, tokens: "always", what: "See the workspace, its plan, usage and members" },
  "workspace.update": { roles: MANAGERS, tokens: "never", what: "Rename the workspace, set its logo" },
  "analyses.read": {
    roles: ALL,
    tokens: "plan",
    what: "List, open, compare and export analyses; analytics",
  },
  "reports.export": {
    roles: ALL,
    tokens: "plan",
    what: "Download client reports (PDF or printable HTML) of analyses, comparisons and the workspace",
  },
  "analyses.create": { roles: EDITORS, tokens: "plan", what: "Upload or analyse images (counts against the quota)" },
  "analyses.delete": { roles: EDITORS, tokens: "plan", what: "Delete an analysis" },
  "outcomes.write": {
    roles: EDITORS,
    tokens: "plan",
    what: "Import ad outcomes, which refits the workspace's performance model (Enterprise)",
  },
  "brand_kit.manage": {
    roles: MANAGERS,
    tokens: "plan",
    what: "Edit the brand kit: names, colours, required texts, competitors and logos (Enterprise)",
  },
  "vision_model.manage": {
    roles: MANAGERS,
    tokens: "never",
    what: "Set, test and remove the workspace's own vision model and its key (Enterprise)",
  },
  "projects.write": { roles: EDITORS, tokens: "plan", what: "Create, rename and archive projects; move analyses" },
  "share_links.read": {
    roles: ALL,
    tokens: "plan",
    what: "List the share links: what is shared, by whom, until when",
  },
  "share_links.write": { roles: EDITORS, tokens: "plan", what: "Create and revoke share links" },
  "webhooks.manage": {
    roles: MANAGERS,
    tokens: "plan",
    what: "Register and remove webhook endpoints, read their deliveries (Pro and Enterprise)",
  },
  "tokens.own": { roles: EDITORS, tokens: "never", what: "Create API tokens, list and revoke your own" },
  "tokens.all": { roles: MANAGERS, tokens: "never", what: "List and revoke everyone's API tokens" },
  "members.manage": {
    roles: MANAGERS,
    tokens: "never",
    what: "Invite, change roles of and remove members ranked below you",
  },
  "workspace.leave": { roles: ["admin", "member", "viewer"], tokens: "never", what: "Leave the workspace" },
  "ownership.transfer": { roles: ["owner"], tokens: "never", what: "Make another member the owner" },
  "billing.manage": { roles: ["owner"], tokens: "never", what: "Change the plan and payment" },
  "audit.read": { roles: MANAGERS, tokens: "never", what: "Read and export the audit log" },
} as const satisfies Record<string, Rule>;

export type Action = keyof typeof POLICY;

export function allows(role: WorkspaceRole, action: Action): boolean {
  return (POLICY[action].roles as readonly WorkspaceRole[]).includes(role);
}

/** Whether `actor` may give `target` a role, or remove them: only roles ranked below the actor's. */
export function outranks(actor: WorkspaceRole, target: WorkspaceRole): boolean {
  return ROLE_RANK[actor] > ROLE_RANK[target];
}

const TOKEN_CELL: Record<TokenRule, string> = {
  plan: "yes, on plans with the API",
  always: "yes",
  never: "no (session only)",
};

/** The policy as the Markdown table docs/workspaces.md shows (a test keeps them equal). */
export function policyTable(): string {
  const rows = (Object.entries(POLICY) as [Action, Rule][]).map(([action, rule]) => {
    const cells = ROLES.map((role) => ((rule.roles as readonly WorkspaceRole[]).includes(role) ? "✓" : "—"));
    return `| \`${action}\` — ${rule.what} | ${cells.join(" | ")} | ${TOKEN_CELL[rule.tokens]} |`;
  });
  return [
    `| Action | ${ROLES.join(" | ")} | API token |`,
    `|---|${ROLES.map(() => "---").join("|")}|---|`,
    ...rows,
  ].join("\n");
}
