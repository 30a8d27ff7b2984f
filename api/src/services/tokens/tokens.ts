import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
import { recordAudit } from "../audit/audit.ts";
import { newApiToken, sha256 } from "../auth/secrets.ts";
import type { WorkspaceContext } from "../workspaces/context.ts";
import { allows } from "../workspaces/policy.ts";
import { requireApiPlan } from "./api-access.ts";

/** The spec's display mask shows the first 12 characters (`adlens_` + 5 hex). */
export const DISPLAY_PREFIX_LENGTH = 12;
export const TOKEN_NOT_FOUND = "No active API token with this id.";
export const NAME_REQUIRED = "Please enter a name for your API token";
const NAME_MAX = 100;

export interface TokenView {
  id: string;
  name: string;
  display_prefix: string;
  created_at: string;
  last_used_at: string | null;
  created_by: string;
}

type TokenRow = {
  id: string;
  name: string;
  display_prefix: string;
  created_at: Date;
  last_used_at: Date | null;
  email: string;
};

const view = (row: TokenRow): TokenView => ({
  id: row.id,
  name: row.name,
  display_prefix: row.display_prefix,
  created_at: new Date(row.created_at).toISOString(),
  last_used_at: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
  created_by: row.email,
});

const COLUMNS = [
  "api_tokens.id",
  "api_tokens.name",
  "api_tokens.display_prefix",
  "api_tokens.created_at",
  "api_tokens.last_used_at",
  "users.email",
] as const;

/** Who sees and revokes which tokens: owners and admins all of the workspace's, others their own. */
const seesAll = (workspace: WorkspaceContext) => allows(workspace.role, "tokens.all");

/** The workspace's active tokens the caller may manage, newest first (spec 02 §4). */
export async function listTokens(deps: AppDeps, workspace: WorkspaceContext, userId: string): Promise<TokenView[]> {
  let query = deps.db
    .selectFrom("api_tokens")
    .innerJoin("users", "users.id", "api_tokens.created_by")
    .select([...COLUMNS])
    .where("api_tokens.workspace_id", "=", workspace.id)
    .where("api_tokens.is_active", "=", true);
  if (!seesAll(workspace)) query = query.where("api_tokens.created_by", "=", userId);
  const rows = await query.orderBy("api_tokens.created_at", "desc").orderBy("api_tokens.id", "desc").execute();
  return rows.map(view);
}

/**
 * Creates a token in a Pro or Enterprise workspace, acting as `user`. Only its SHA-256 and a
 * 12-character prefix are kept; the full value is in the return value and nowhere else.
 */
export async function createToken(
  deps: AppDeps,
  workspace: WorkspaceContext,
  user: { userId: string; email: string },
  rawName: string,
): Promise<TokenView & { token: string }> {
  const name = rawName.trim();
  if (!name) throw new ApiError("validation_failed", NAME_REQUIRED, { field: "name" });
  if (name.length > NAME_MAX) {
    throw new ApiError("validation_failed", `name: at most ${NAME_MAX} characters`, { field: "name" });
  }
  await requireApiPlan(deps, workspace.id);
  const token = newApiToken();
  // Audited in the same transaction: a working token never exists unrecorded.
  const row = await deps.db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto("api_tokens")
      .values({
        workspace_id: workspace.id,
        created_by: user.userId,
        name,
        token_hash: sha256(token),
        display_prefix: token.slice(0, DISPLAY_PREFIX_LENGTH),
        created_at: deps.now(),
      })
      .returning(["id", "name", "display_prefix", "created_at", "last_used_at"])
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      workspaceId: workspace.id,
      actor: user,
      action: "token.created",
      target: name,
      now: deps.now(),
    });
    return created;
  });
  return { ...view({ ...row, email: user.email }), token };
}

/** Soft deactivation, audited with it; only the first of two racing deletes finds the token active. */
export async function deactivateToken(
  deps: AppDeps,
  workspace: WorkspaceContext,
  actor: { userId: string; email: string },
  id: string,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    let query = trx
      .updateTable("api_tokens")
      .set({ is_active: false })
      .where("id", "=", id)
      .where("workspace_id", "=", workspace.id)
      .where("is_active", "=", true);
    if (!seesAll(workspace)) query = query.where("created_by", "=", actor.userId);
    const row = await query.returning("name").executeTakeFirst();
    if (!row) throw new ApiError("not_found", TOKEN_NOT_FOUND);
    await recordAudit(trx, {
      workspaceId: workspace.id,
      actor,
      action: "token.revoked",
      target: row.name,
      now: deps.now(),
    });
  });
}
