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
  const user = claims
    ? await deps.db.selectFrom("users").select("email").where("id", "=", claims.userId).executeTakeFirst()
    : undefined;
  if (!claims || !user) {
    throw new ApiError(
      "invalid_token",
      "This development billing link is not valid or has expired. Start again from Settings.",
    );
  }
  return { claims, email: user.email, status: await subscriptionStatus(deps, claims.userId, now) };
}
