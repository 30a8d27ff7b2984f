import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
import { type DevClaims, type DevPurpose, verifyDevToken } from "./dev-token.ts";
import { type SubscriptionStatus, subscriptionStatus } from "./subscription-status.ts";

export interface DevAccount<P extends DevPurpose> {
  claims: Extract<DevClaims, { purpose: P }>;
  email: string;
  status: SubscriptionStatus;
}

/** The account a dev billing link was issued for, or invalid_token when it is forged or expired. */
export async function devAccount<P extends DevPurpose>(
  deps: AppDeps,
  token: string,
  purpose: P,
): Promise<DevAccount<P>> {
  const now = deps.now();
  const claims = verifyDevToken(deps.config.jwtSecret, token, purpose, now);
  // The paying workspace is a personal one; its owner is the account shown on the page.
  const user = claims
    ? await deps.db
        .selectFrom("workspaces")
        .innerJoin("users", "users.id", "workspaces.personal_owner_id")
        .select("users.email")
        .where("workspaces.id", "=", claims.workspaceId)
        .executeTakeFirst()
    : undefined;
  if (!claims || !user) {
    throw new ApiError(
      "invalid_token",
      "This development billing link is not valid or has expired. Start again from Settings.",
    );
  }
  return { claims, email: user.email, status: await subscriptionStatus(deps, claims.workspaceId, now) };
}
