import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { base } from "../../plugins/base.ts";
import { devAccount } from "../../services/billing/dev-account.ts";
import { DEV_TIERS } from "../../services/billing/prices.ts";
import type { SubscriptionStatus } from "../../services/billing/subscription-status.ts";
import { billingUrls, DEV_ORIGIN } from "../../services/billing/urls.ts";
import { planFor } from "../../services/plans/plans.ts";
import { devPage, escapeHtml } from "./dev-page.ts";

function describe(status: SubscriptionStatus): string {
  const plan = planFor(status.subscription_tier).name;
  const end = status.subscription_end?.toUTCString();
  if (!status.subscribed || !end) return `${plan}, no paid subscription`;
  if (status.cancel_at_period_end) return `${plan}, cancelled: ends on ${end}`;
  if (status.pending_tier) return `${plan}, changes to ${planFor(status.pending_tier).name} on ${end}`;
  return `${plan}, renews on ${end}`;
}

function actionForm(session: string, action: string, label: string, extra = "", secondary = false): string {
  return `<form method="post" action="/dev/billing/portal">
<input type="hidden" name="session" value="${escapeHtml(session)}">
<input type="hidden" name="action" value="${action}">${extra}
<button type="submit"${secondary ? ' class="secondary"' : ""}>${escapeHtml(label)}</button>
</form>`;
}

export const devPortalPage = (deps: AppDeps) =>
  new Elysia().use(base).get(
    "/dev/billing/portal",
    async ({ query }) => {
      const { email, status } = await devAccount(deps, query.session, "portal");
      const switches = DEV_TIERS.filter(
        (tier) => tier !== status.subscription_tier || status.cancel_at_period_end || status.pending_tier,
      ).map((tier) =>
        actionForm(
          query.session,
          "switch",
          `Switch to ${planFor(tier).name}`,
          `<input type="hidden" name="plan_tier" value="${tier}">`,
        ),
      );
      const cancel =
        status.subscribed && status.status === "active"
          ? status.cancel_at_period_end
            ? actionForm(query.session, "resume", "Resume subscription", "", true)
            : actionForm(query.session, "cancel", "Cancel subscription", "", true)
          : "";
      return devPage(
        "Manage your subscription",
        `<dl><dt>Account</dt><dd>${escapeHtml(email)}</dd><dt>Plan</dt><dd>${escapeHtml(describe(status))}</dd></dl>
<p>${switches.join("\n")}${cancel}</p>
<p>Cancelling keeps the plan until the end of the paid period. Downgrades also take effect then.</p>
<p><a href="${escapeHtml(billingUrls(DEV_ORIGIN).portalReturn)}">Return to AdLens</a></p>`,
      );
    },
    {
      query: t.Object({ session: t.String({ minLength: 1 }) }),
      detail: {
        operationId: "devPortalPage",
        tags: ["Development"],
        summary: "Development billing portal (outside production, without Stripe)",
        hide: true,
      },
      response: { 200: t.String({ description: "HTML page" }), ...errors(400) },
    },
  );
