import type { AdLens, ResponseOf } from "@adlens/sdk";

type Tier = ResponseOf<"/v1/me", "get">["subscription"]["subscription_tier"];

export interface AccountSummary {
  email: string;
  subscription_tier: Tier;
  subscribed: boolean;
  subscription_end: string | null;
  usage: { current_month: number; monthly_limit: number; remaining: number; total: number };
}

/** Plan and usage from /v1/me (sessions and API tokens alike) plus the plan's limit from /v1/plans. */
export async function accountSummary(client: AdLens): Promise<AccountSummary> {
  const [me, plans] = await Promise.all([client.me.get(), client.plans.list()]);
  const tier = me.subscription.subscription_tier;
  const limit = plans.data.find((p) => p.tier === tier)?.monthly_limit ?? 0;
  const used = me.profile.current_month_uploads;
  return {
    email: me.user.email,
    subscription_tier: tier,
    subscribed: me.subscription.subscribed,
    subscription_end: me.subscription.subscription_end,
    usage: {
      current_month: used,
      monthly_limit: limit,
      remaining: Math.max(0, limit - used),
      total: me.profile.total_uploads,
    },
  };
}

export function usageLines(account: AccountSummary): string[] {
  const { usage } = account;
  const renews = account.subscription_end ? ` (renews ${account.subscription_end.slice(0, 10)})` : "";
  const percent = usage.monthly_limit ? Math.round((usage.current_month / usage.monthly_limit) * 100) : 0;
  return [
    `Plan: ${account.subscription_tier}${renews}, ${usage.monthly_limit} images per month`,
    `Usage this month: ${usage.current_month} / ${usage.monthly_limit} images (${percent}%), ${usage.remaining} remaining`,
  ];
}
