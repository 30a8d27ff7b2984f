import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { subscriptionStatus } from "../../services/billing/subscription-status.ts";
import { Nullable } from "../schema.ts";

const Tier = t.UnionEnum(["free", "basic", "pro", "enterprise"]);

export const SubscriptionSchema = t.Object({
  subscribed: t.Boolean({ description: "True while a paid plan applies" }),
  subscription_tier: Tier,
  subscription_end: Nullable(
    t.String({ format: "date-time", description: "End of the paid period (renewal or cancellation date)" }),
  ),
  status: Nullable(t.String({ description: "The payment subscription's status (active, past_due, canceled, …)" })),
  cancel_at_period_end: t.Boolean({ description: "The plan ends at subscription_end" }),
  pending_tier: Nullable(Tier, { description: "A downgrade that takes effect at subscription_end" }),
  billing_mode: t.UnionEnum(["stripe", "dev", "disabled"], {
    description: "dev: development billing, no payment taken; disabled: no billing on this instance",
  }),
});

export const getSubscription = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .get(
      "/v1/billing/subscription",
      async ({ workspace }) => {
        const status = await subscriptionStatus(deps, workspace.id, deps.now());
        return { ...status, subscription_end: status.subscription_end?.toISOString() ?? null };
      },
      {
        workspace: "workspace.read",
        detail: {
          operationId: "getSubscription",
          tags: ["Billing"],
          summary: "The workspace's plan and subscription state (a team workspace runs on its owner's plan)",
          description:
            "The tier, the payment subscription's status and period end, and any downgrade scheduled for the period end.",
        },
        response: { 200: SubscriptionSchema, ...errors(400, 401, 404) },
      },
    );
