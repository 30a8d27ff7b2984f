import { type AdLens, AdLensError, type ResponseOf } from "@adlens/sdk";

type Tier = ResponseOf<"/v1/me", "get">["subscription"]["subscription_tier"];

export interface AccountSummary {
  /** Null when signed in with an API token: /v1/me only answers signed-in sessions. */
  email: string | null;
  subscription_tier: Tier;
  subscribed: boolean;
  subscription_end: string | null;
  usage: { current_month: number | null; monthly_limit: number; remaining: number | null; total: number | null };
}

async function monthlyLimit(client: AdLens, tier: Tier): Promise<number> {
  const plans = await client.plans.list();
  return Number(plans.data.find((p) => p.tier === tier)?.monthly_limit ?? 0);
}

/**
 * Plan and usage from /v1/me plus the plan's limit from /v1/plans. /v1/me refuses API tokens
 * (account management needs a session), so with a token the plan comes from
 * /v1/billing/subscription and the month's count is unknown.
 */
export async function accountSummary(client: AdLens): Promise<AccountSummary> {
  try {
    const me = await client.me.get();
    const tier = me.subscription.subscription_tier;
    const limit = await monthlyLimit(client, tier);
    const used = Number(me.profile.current_month_uploads);
    return {
      email: me.user.email,
      subscription_tier: tier,
      subscribed: me.subscription.subscribed,
      subscription_end: me.subscription.subscription_end,
      usage: {
        current_month: used,
        monthly_limit: limit,
        remaining: Math.max(0, limit - used),
        total: Number(me.profile.total_uploads),
      },
    };
  } catch (error) {
    if (!(error instanceof AdLensError && error.code === "forbidden")) throw error;
    const subscription = await client.billing.subscription();
    const tier = subscription.subscription_tier;
    return {
      email: null,
      subscription_tier: tier,
      subscribed: subscription.subscribed,
      subscription_end: subscription.subscription_end,
      usage: { current_month: null, monthly_limit: await monthlyLimit(client, tier), remaining: null, total: null },
    };
  }
}

export function usageLines(account: AccountSummary): string[] {
  const { usage } = account;
  const renews = account.subscription_end ? ` (renews ${account.subscription_end.slice(0, 10)})` : "";
  const plan = `Plan: ${account.subscription_tier}${renews}, ${usage.monthly_limit} images per month`;
  if (usage.current_month === null) {
    return [plan, "Usage this month: only shown when signed in with `adlens login` (not with an API token)"];
  }
  const percent = usage.monthly_limit ? Math.round((usage.current_month / usage.monthly_limit) * 100) : 0;
  return [
    plan,
    `Usage this month: ${usage.current_month} / ${usage.monthly_limit} images (${percent}%), ${usage.remaining} remaining`,
  ];
}
