import type { Tier } from "@adlens/db";
import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
import { effectiveTier } from "../plans/effective-tier.ts";
import { planFor } from "../plans/plans.ts";

export const API_PLAN_MESSAGE = "Pro subscription required: API access is part of the Pro and Enterprise plans.";

/** Throws plan_required unless the workspace's current plan includes API access. */
export async function requireApiPlan(deps: Pick<AppDeps, "db" | "now">, workspaceId: string): Promise<Tier> {
  const tier = await effectiveTier(deps.db, workspaceId, deps.now());
  if (!planFor(tier).api_access) throw new ApiError("plan_required", API_PLAN_MESSAGE);
  return tier;
}
