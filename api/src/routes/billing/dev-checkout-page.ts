import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { base } from "../../plugins/base.ts";
import { devAccount } from "../../services/billing/dev-account.ts";
import { billingUrls, DEV_ORIGIN } from "../../services/billing/urls.ts";
import { planFor } from "../../services/plans/plans.ts";
import { devPage, escapeHtml } from "./dev-page.ts";

export const devCheckoutPage = (deps: AppDeps) =>
  new Elysia().use(base).get(
    "/dev/billing/checkout",
    async ({ query }) => {
      const account = await devAccount(deps, query.session, "checkout");
      const plan = planFor(account.claims.tier);
      const cancel = billingUrls(DEV_ORIGIN).cancel;
      return devPage(
        `Subscribe to ${plan.name}`,
        `<p>This instance has no Stripe keys, so the plan switches at once and nothing is charged.</p>
<dl><dt>Account</dt><dd>${escapeHtml(account.email)}</dd>
<dt>Plan</dt><dd>${escapeHtml(plan.name)} — $${plan.price}/${plan.period}, ${plan.monthly_limit.toLocaleString("en-US")} images per month</dd>
<dt>Current plan</dt><dd>${escapeHtml(planFor(account.status.subscription_tier).name)}</dd></dl>
<form method="post" action="/dev/billing/checkout">
<input type="hidden" name="session" value="${escapeHtml(query.session)}">
<button type="submit">Subscribe to ${escapeHtml(plan.name)} (no payment)</button>
</form>
<p><a href="${escapeHtml(cancel)}">Cancel and return to AdLens</a></p>`,
      );
    },
    {
      query: t.Object({ session: t.String({ minLength: 1 }) }),
      detail: {
        operationId: "devCheckoutPage",
        tags: ["Development"],
        summary: "Development checkout page (outside production, without Stripe)",
        hide: true,
      },
      response: { 200: t.String({ description: "HTML page" }), ...errors(400) },
    },
  );
