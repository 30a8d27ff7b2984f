import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { base } from "../../plugins/base.ts";
import { PLANS } from "../../services/plans/plans.ts";
import { Int } from "../schema.ts";

export const PlanSchema = t.Object({
  tier: t.UnionEnum(["free", "basic", "pro", "enterprise"]),
  name: t.String(),
  price: t.Number({ description: "US dollars per period" }),
  period: t.Literal("month"),
  description: t.String(),
  monthly_limit: Int(),
  batch_limit: Int(),
  api_access: t.Boolean(),
  can_delete: t.Boolean(),
  team_seats: Int({
    description: "Members a team workspace on this plan may hold, pending invitations included; 0: no team workspaces",
  }),
  features: t.Array(t.String()),
  button_text: t.String(),
  popular: t.Boolean(),
});

export const listPlans = (deps: AppDeps) =>
  new Elysia().use(base).get("/v1/plans", () => ({ data: [...PLANS], sales_email: deps.config.mail.salesEmail }), {
    detail: {
      operationId: "listPlans",
      tags: ["Plans"],
      summary: "The subscription plans and their limits",
      description:
        "The four tiers with monthly price, monthly analysis limit and features, and the sales address for Enterprise. Public: the pricing page reads it.",
    },
    response: {
      200: t.Object({
        data: t.Array(PlanSchema),
        sales_email: t.String({ description: "Where Enterprise enquiries go (SALES_EMAIL)" }),
      }),
      ...errors(500),
    },
  });
