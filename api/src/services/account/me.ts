import type { Tier } from "@adlens/db";
import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
import { type PublicUser, publicUser } from "../auth/users.ts";
import { subscriptionStatus } from "../billing/subscription-status.ts";

export interface Me {
  user: PublicUser;
  profile: {
    subscription_tier: Tier;
    total_uploads: number;
    current_month_uploads: number;
    last_upload_reset: string;
  };
  subscription: { subscribed: boolean; subscription_tier: Tier; subscription_end: string | null };
}

function sameUtcMonth(a: Date, b: Date): boolean {
  return a.getUTCFullYear() === b.getUTCFullYear() && a.getUTCMonth() === b.getUTCMonth();
}

/**
 * The signed-in user, their profile and their subscription status (spec 01 §3, spec 02 §3).
 * The tier follows the plan rule of spec 02 §4, and a counter from an earlier month reads as 0
 * (spec 02 §4 monthly reset) even before the next upload writes the reset.
 */
export async function getMe(deps: Pick<AppDeps, "db" | "config">, userId: string, now: Date): Promise<Me> {
  const row = await deps.db
    .selectFrom("users")
    .innerJoin("profiles", "profiles.user_id", "users.id")
    .select([
      "users.id",
      "users.email",
      "users.email_confirmed_at",
      "users.created_at",
      "profiles.subscription_tier as profileTier",
      "profiles.total_uploads",
      "profiles.current_month_uploads",
      "profiles.last_upload_reset",
    ])
    .where("users.id", "=", userId)
    .executeTakeFirst();
  if (!row) throw new ApiError("unauthorized", "This account no longer exists.");

  // One plan rule for the whole API: the billing service's (downgrades and cancellations at
  // period end, past-due grace), so /v1/me and /v1/billing/subscription never disagree.
  const status = await subscriptionStatus(deps, userId, now);
  const tier = status.subscription_tier;
  return {
    user: publicUser(row),
    profile: {
      subscription_tier: tier,
      total_uploads: row.total_uploads,
      current_month_uploads: sameUtcMonth(row.last_upload_reset, now) ? row.current_month_uploads : 0,
      last_upload_reset: row.last_upload_reset.toISOString(),
    },
    subscription: {
      subscribed: status.subscribed,
      subscription_tier: tier,
      subscription_end: status.subscription_end?.toISOString() ?? null,
    },
  };
}
