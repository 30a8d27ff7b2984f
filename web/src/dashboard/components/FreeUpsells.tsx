import { BarChart3, Code2, Crown, Sparkles, Users } from "lucide-react";
import { Link } from "react-router-dom";
import {
  Badge,
  buttonClasses,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../components/ui/index.ts";
import { cn } from "../../lib/cn.ts";
import { formatNumber } from "../lib/format.ts";
import type { Plan } from "../lib/models.ts";
import { PlanFeatures, PlanPrice } from "./PlanCardParts.tsx";

/** Every upgrade on the free dashboard goes to the billing tab (spec 02 §2). */
export const BILLING = "/settings?tab=billing";

export function UpsellBanner() {
  return (
    <section
      aria-labelledby="upsell-title"
      className="flex flex-col items-start justify-between gap-4 rounded-xl bg-gradient-to-r from-primary to-indigo-500 p-6 text-primary-foreground sm:flex-row sm:items-center dark:to-indigo-400"
    >
      <div>
        <h2 id="upsell-title" className="flex items-center gap-2 text-lg font-semibold">
          <Sparkles aria-hidden="true" className="size-5" />
          Unlock the full power of AdLens
        </h2>
        <p className="text-sm opacity-90">
          More analyses every month, analytics across your campaigns, comparison, export and API access.
        </p>
      </div>
      <Link to={BILLING} className={buttonClasses("secondary")}>
        View Plans
      </Link>
    </section>
  );
}

const TEASERS = [
  { icon: BarChart3, title: "Basic", text: "300 analyses/month with an analytics dashboard, search and export." },
  { icon: Code2, title: "Pro", text: "API Access: automate creative review with the REST API, SDK and CLI." },
  { icon: Users, title: "Enterprise", text: "Team collaboration, white-label options and custom AI models." },
] as const;

export function PlanTeasers() {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {TEASERS.map(({ icon: Icon, title, text }) => (
        <Card key={title}>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-base">
              <Icon aria-hidden="true" className="size-5 text-primary" />
              {title}
            </CardTitle>
            <CardDescription>{text}</CardDescription>
          </CardHeader>
          <CardContent>
            <Link to={BILLING} className={buttonClasses("outline", "sm")}>
              Explore {title}
            </Link>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

/** The Basic and Pro cards with price, monthly images and highlights, read from GET /v1/plans. */
export function UpgradePlanCards({ plans }: { plans: Plan[] }) {
  const shown = plans.filter((p) => p.tier === "basic" || p.tier === "pro");
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="plans-title" className="space-y-4">
      <h2 id="plans-title" className="text-xl font-semibold">
        Upgrade your plan
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        {shown.map((plan) => (
          <Card key={plan.tier} className={cn("relative", plan.popular && "border-2 border-primary")}>
            {plan.popular ? (
              <Badge className="absolute -top-3 left-6">
                <Crown aria-hidden="true" className="mr-1 size-3" />
                Most Popular
              </Badge>
            ) : null}
            <CardHeader>
              <CardTitle level={3}>{plan.name}</CardTitle>
              <PlanPrice price={plan.price} />
              <CardDescription>
                {formatNumber(plan.monthly_limit)} images/mo{plan.api_access ? " · API access" : ""}
              </CardDescription>
            </CardHeader>
            <CardContent className="space-y-4">
              <PlanFeatures features={plan.features} />
              <Link to={BILLING} className={buttonClasses(plan.popular ? "default" : "outline", "default", "w-full")}>
                Upgrade to {plan.name}
              </Link>
            </CardContent>
          </Card>
        ))}
      </div>
    </section>
  );
}
