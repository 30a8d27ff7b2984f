import { CreditCard } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  toast,
} from "../components/ui/index.ts";
import { PlanFeatures, PlanPrice } from "../dashboard/components/PlanCardParts.tsx";
import { formatDate, formatNumber, formatPrice } from "../dashboard/lib/format.ts";
import { type Plan, TIER_RANK, type Tier } from "../dashboard/lib/models.ts";
import { usePlans } from "../dashboard/lib/queries.ts";
import { client } from "../lib/api.ts";
import { cn } from "../lib/cn.ts";
import { isObject } from "../lib/json.ts";
import { useBilling } from "./queries.ts";

type Action = "Current" | "Upgrade" | "Downgrade";

/** Spec 02 §2: the button reads Current, Upgrade or Downgrade by tier rank. */
export function planAction(current: Tier, plan: Tier): Action {
  const diff = TIER_RANK[plan] - TIER_RANK[current];
  return diff === 0 ? "Current" : diff > 0 ? "Upgrade" : "Downgrade";
}

function urlOf(raw: unknown): string | null {
  return isObject(raw) && typeof raw.url === "string" ? raw.url : null;
}

export function BillingTab() {
  const billing = useBilling();
  const plans = usePlans();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<Tier | "portal" | null>(null);
  const current = billing.data?.tier ?? "free";
  const currentPlan = plans.data?.find((p) => p.tier === current);

  async function openPortal() {
    setBusy("portal");
    try {
      const url = urlOf(await client.billing.portal());
      if (!url) throw new Error("no url");
      window.location.assign(url);
    } catch {
      toast.error("Billing portal unavailable", { description: "Please try again in a moment." });
      setBusy(null);
    }
  }

  async function choose(plan: Plan) {
    // Enterprise is sold by the sales team; development billing switches to it like any plan.
    if (plan.tier === "enterprise" && billing.data?.mode !== "dev") {
      navigate("/contact?inquiry=sales");
      return;
    }
    // Going back to free means cancelling the paid plan, which the billing portal handles.
    if (plan.tier === "free") {
      await openPortal();
      return;
    }
    setBusy(plan.tier);
    toast("Redirecting to checkout...", { description: `Processing ${plan.name} subscription...` });
    try {
      const url = urlOf(await client.billing.checkout({ plan_tier: plan.tier }));
      if (!url) throw new Error("no url");
      window.location.assign(url);
    } catch {
      toast.error("Checkout failed", {
        description: "There was an error starting the checkout process. Please try again.",
      });
      setBusy(null);
    }
  }

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Current plan</CardTitle>
          <CardDescription>
            {billing.data?.mode === "dev"
              ? "Development billing: no payment is taken. Upgrades apply at once; a downgrade starts when the paid period ends."
              : "Manage your subscription, payment method and invoices."}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap items-center justify-between gap-4">
          <div>
            <p className="text-2xl font-bold" data-testid="billing-current-plan">
              {currentPlan?.name ?? current}
              {currentPlan ? (
                <span className="ml-2 text-base font-normal text-muted-foreground">
                  {formatPrice(currentPlan.price)}/mo · {formatNumber(currentPlan.monthly_limit)} images/mo
                </span>
              ) : null}
            </p>
            {billing.data?.end ? (
              <p className="text-sm text-muted-foreground">
                {billing.data.pendingTier
                  ? `Changes to ${plans.data?.find((p) => p.tier === billing.data?.pendingTier)?.name ?? billing.data.pendingTier} on ${formatDate(billing.data.end)}; you keep ${currentPlan?.name ?? current} until then.`
                  : `${billing.data.cancelAtPeriodEnd ? "Ends on" : "Renews on"} ${formatDate(billing.data.end)}`}
              </p>
            ) : null}
          </div>
          {billing.data?.subscribed && billing.data.mode !== "disabled" && billing.data.status ? (
            <Button variant="outline" loading={busy === "portal"} onClick={() => void openPortal()}>
              <CreditCard aria-hidden="true" className="size-4" />
              Manage billing
            </Button>
          ) : null}
        </CardContent>
      </Card>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        {(plans.data ?? []).map((plan) => {
          const action = planAction(current, plan.tier);
          return (
            <Card
              key={plan.tier}
              data-testid={`plan-${plan.tier}`}
              className={cn("relative flex flex-col", action === "Current" && "border-2 border-primary")}
            >
              {plan.popular ? <Badge className="absolute -top-3 left-6">Most Popular</Badge> : null}
              <CardHeader>
                <CardTitle>{plan.name}</CardTitle>
                <PlanPrice price={plan.price} />
                <CardDescription>{plan.description}</CardDescription>
              </CardHeader>
              <CardContent className="flex flex-1 flex-col justify-between gap-4">
                <PlanFeatures features={plan.features} />
                <Button
                  variant={action === "Upgrade" ? "default" : "outline"}
                  disabled={action === "Current" || (busy !== null && busy !== plan.tier)}
                  loading={busy === plan.tier}
                  onClick={() => void choose(plan)}
                  aria-label={action === "Current" ? `${plan.name}: current plan` : `${action} to ${plan.name}`}
                >
                  {action}
                </Button>
              </CardContent>
            </Card>
          );
        })}
      </div>
    </div>
  );
}
