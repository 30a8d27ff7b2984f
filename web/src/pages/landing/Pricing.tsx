import { useQuery } from "@tanstack/react-query";
import { Check } from "lucide-react";
import { Link } from "react-router-dom";
import { Badge } from "../../components/ui/badge.tsx";
import { Button, buttonClasses } from "../../components/ui/button.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { plansQuery } from "../../dashboard/lib/queries.ts";
import type { Plan } from "../../lib/api.ts";
import { cn } from "../../lib/cn.ts";
import { enterpriseMailto } from "../../lib/site.ts";

function PlanCard({ plan, salesEmail }: { plan: Plan; salesEmail: string }) {
  const titleId = `plan-${plan.tier}`;
  const cta = plan.popular ? "default" : "outline";
  return (
    <li
      aria-labelledby={titleId}
      className={cn(
        "relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm",
        plan.popular ? "border-primary ring-2 ring-primary" : "border-border",
      )}
    >
      {plan.popular ? <Badge className="absolute -top-3 left-1/2 -translate-x-1/2">Most Popular</Badge> : null}
      <h3 id={titleId} className="text-lg font-semibold">
        {plan.name}
      </h3>
      <p className="mt-2 min-h-12 text-sm text-muted-foreground">{plan.description}</p>
      <p className="mt-4">
        <span className="text-4xl font-extrabold">${plan.price.toLocaleString("en-US")}</span>
        <span className="text-muted-foreground">/{plan.period}</span>
      </p>
      <ul className="mt-6 flex-1 space-y-2 text-sm">
        {plan.features.map((f) => (
          <li key={f} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
            <span>{f}</span>
          </li>
        ))}
      </ul>
      {plan.tier === "enterprise" ? (
        <a href={enterpriseMailto(salesEmail)} className={buttonClasses(cta, "default", "mt-8 w-full")}>
          {plan.button_text}
        </a>
      ) : (
        <Link to="/signup" className={buttonClasses(cta, "default", "mt-8 w-full")}>
          {plan.button_text}
        </Link>
      )}
    </li>
  );
}

export function Pricing() {
  const plans = useQuery(plansQuery);

  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 bg-muted/50 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="font-semibold text-primary">Pricing</p>
          <h2 id="pricing-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            Simple, transparent pricing
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">Start free. Upgrade when your campaigns grow.</p>
        </div>
        {plans.isPending ? (
          <div className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-4" aria-busy="true">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-96 rounded-2xl" />
            ))}
          </div>
        ) : plans.isError ? (
          <div role="alert" className="mx-auto mt-14 max-w-md rounded-xl border border-border bg-card p-6 text-center">
            <p>We couldn't load the plans right now.</p>
            <Button variant="outline" className="mt-4" onClick={() => plans.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {plans.data.data.map((plan) => (
              <PlanCard key={plan.tier} plan={plan} salesEmail={plans.data.sales_email} />
            ))}
          </ul>
        )}
        <div id="contact" className="mt-12 scroll-mt-20 text-center text-muted-foreground">
          Need custom volumes, SSO or white-label reports?{" "}
          <a href="#contact" className="font-medium text-primary underline underline-offset-4">
            Contact our sales team
          </a>{" "}
          or write to us from the{" "}
          <Link to="/contact?inquiry=sales" className="font-medium text-primary underline underline-offset-4">
            contact page
          </Link>
          .
        </div>
      </div>
    </section>
  );
}
