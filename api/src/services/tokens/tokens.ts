import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
import { newApiToken, sha256 } from "../auth/secrets.ts";
import { requireApiPlan } from "./api-access.ts";

/** The spec's display mask shows the first 12 characters (`adlens_` + 5 hex). */
export const DISPLAY_PREFIX_LENGTH = 12;
export const NAME_REQUIRED = "Please enter a name for your API token";
const NAME_MAX = 100;

export interface TokenView {
  id: string;
  name: string;
  display_prefix: string;
  created_at: string;
  last_used_at: string | null;
}

type TokenRow = { id: string; name: string; display_prefix: string; created_at: Date; last_used_at: Date | null };

const view = (row: TokenRow): TokenView => ({
  id: row.id,
  name: row.name,
  display_prefix: row.display_prefix,
  created_at: new Date(row.created_at).toISOString(),
  last_used_at: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
});

const COLUMNS = ["id", "name", "display_prefix", "created_at", "last_used_at"] as const;

/** The owner's active tokens, newest first (spec 02 §4). */
export async function listTokens(deps: AppDeps, userId: string): Promise<TokenView[]> {
  const rows = await deps.db
    .selectFrom("api_tokens")
    .select([...COLUMNS])
    .where("user_id", "=", userId)
    .where("is_active", "=", true)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(view);
}

/**
 * Creates a token for a Pro or Enterprise user. Only its SHA-256 and a 12-character prefix are
 * kept; the full value is in the return value and nowhere else.
 */
export async function createToken(
  deps: AppDeps,
  userId: string,
  rawName: string,
): Promise<TokenView & { token: string }> {
  const name = rawName.trim();
  if (!name) throw new ApiError("validation_failed", NAME_REQUIRED, { field: "name" });
  if (name.length > NAME_MAX) {
    throw new ApiError("validation_failed", `name: at most ${NAME_MAX} characters`, { field: "name" });
  }
  await requireApiPlan(deps, userId);
  const token = newApiToken();
  const row = await deps.db
    .insertInto("api_tokens")
    .values({
      user_id: userId,
      name,
      token_hash: sha256(token),
      display_prefix: token.slice(0, DISPLAY_PREFIX_LENGTH),
      created_at: deps.now(),
    })
    .returning([...COLUMNS])
    .executeTakeFirstOrThrow();
  return { ...view(row), token };
}

/** Soft deactivation; only the first of two racing deletes finds the token active. */
export async function deactivateToken(deps: AppDeps, userId: string, id: string): Promise<void> {
  const row = await deps.db
    .updateTable("api_tokens")
    .set({ is_active: false })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .where("is_active", "=", true)
    .returning("id")
    .executeTakeFirst();
  if (!row) throw new ApiError("not_found", "No active API token with this id.");
}
