import type { Tier, WorkspaceRole } from "@adlens/db";
import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
import { type PublicUser, publicUser } from "../auth/users.ts";
import { subscriptionStatus } from "../billing/subscription-status.ts";
import type { WorkspaceContext } from "../workspaces/context.ts";
import { payerOf } from "../workspaces/payer.ts";

export interface Me {
  user: PublicUser;
  profile: {
    subscription_tier: Tier;
    total_uploads: number;
    current_month_uploads: number;
    last_upload_reset: string;
  };
  subscription: { subscribed: boolean; subscription_tier: Tier; subscription_end: string | null };
  workspace: { id: string; name: string; personal: boolean; role: WorkspaceRole };
}

function sameUtcMonth(a: Date, b: Date): boolean {
  return a.getUTCFullYear() === b.getUTCFullYear() && a.getUTCMonth() === b.getUTCMonth();
}

/**
 * The signed-in user, the plan and usage of the workspace they work in, and its subscription
 * status (spec 01 §3, spec 02 §3). The tier follows the plan rule of spec 02 §4, and a counter
 * from an earlier month reads as 0 (spec 02 §4 monthly reset) before the next upload resets it.
 */
export async function getMe(
  deps: Pick<AppDeps, "db" | "config">,
  userId: string,
  workspace: WorkspaceContext,
  now: Date,
): Promise<Me> {
  const [user, usage] = await Promise.all([
    deps.db
      .selectFrom("users")
      .select(["id", "email", "email_confirmed_at", "created_at"])
      .where("id", "=", userId)
      .executeTakeFirst(),
    deps.db
      .selectFrom("workspaces")
      .select(["total_uploads", "current_month_uploads", "last_upload_reset"])
      .where("id", "=", payerOf(workspace.id))
      .executeTakeFirst(),
  ]);
  if (!user) throw new ApiError("unauthorized", "This account no longer exists.");

  // One plan rule for the whole API: the billing service's (downgrades and cancellations at
  // period end, past-due grace), so /v1/me and /v1/billing/subscription never disagree.
  const status = await subscriptionStatus(deps, workspace.id, now);
  const tier = status.subscription_tier;
  const reset = usage?.last_upload_reset ?? now;
  return {
    user: publicUser(user),
    profile: {
      subscription_tier: tier,
      total_uploads: usage?.total_uploads ?? 0,
      current_month_uploads: usage && sameUtcMonth(reset, now) ? usage.current_month_uploads : 0,
      last_upload_reset: reset.toISOString(),
    },
    subscription: {
      subscribed: status.subscribed,
      subscription_tier: tier,
      subscription_end: status.subscription_end?.toISOString() ?? null,
    },
    workspace: { id: workspace.id, name: workspace.name, personal: workspace.personal, role: workspace.role },
  };
}
