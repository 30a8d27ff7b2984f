import type { Tier } from "@adlens/db";
import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
import type { Principal } from "../../plugins/auth.ts";
import { effectiveTier } from "../plans/effective-tier.ts";
import { planFor } from "../plans/plans.ts";

export const API_PLAN_MESSAGE = "Pro subscription required: API access is part of the Pro and Enterprise plans.";

/** Throws plan_required unless the user's current plan includes API access. */
export async function requireApiPlan(deps: AppDeps, userId: string): Promise<Tier> {
  const tier = await effectiveTier(deps.db, userId, deps.now());
  if (!planFor(tier).api_access) throw new ApiError("plan_required", API_PLAN_MESSAGE);
  return tier;
}

/**
 * API tokens outlive a downgrade (they "do not expire"), so every call made with one checks that
 * the plan still includes the API; dashboard sessions are not affected.
 */
export async function requireApiPlanForTokens(deps: AppDeps, principal: Principal): Promise<void> {
  if (principal.via === "api_token") await requireApiPlan(deps, principal.userId);
}
