import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { useAuth } from "../../lib/auth.tsx";
import { asTier, type Tier } from "./models.ts";

export const DASHBOARD_PATH: Record<Tier, string> = {
  free: "/dashboard",
  basic: "/dashboard/basic",
  pro: "/dashboard/pro",
  enterprise: "/dashboard/enterprise",
};

/**
 * Every user has exactly one dashboard, chosen by the subscription tier (spec 02 §2). A page for
 * another tier sends the user to theirs; until the tier is known the caller shows
 * "Loading dashboard".
 */
export function useDashboardFor(page: Tier): { ready: boolean; tier: Tier | null } {
  const { subscription } = useAuth();
  const navigate = useNavigate();
  const known = subscription?.subscription_tier != null;
  const tier = known ? asTier(subscription?.subscription_tier) : null;
  useEffect(() => {
    if (tier && tier !== page) navigate(DASHBOARD_PATH[tier], { replace: true });
  }, [tier, page, navigate]);
  return { ready: tier === page, tier };
}
