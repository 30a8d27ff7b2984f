import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { ApiError, errors } from "../../errors.ts";
import { base } from "../../plugins/base.ts";
import { devAccount } from "../../services/billing/dev-account.ts";
import { devSetCancelAtPeriodEnd, devSubscribe } from "../../services/billing/dev-billing.ts";
import { DEV_TIERS } from "../../services/billing/prices.ts";
import { billingUrls, DEV_ORIGIN } from "../../services/billing/urls.ts";
import { seeOther } from "./dev-page.ts";

export const devPortalAction = (deps: AppDeps) =>
  new Elysia().use(base).post(
    "/dev/billing/portal",
    async ({ body }) => {
      const { claims } = await devAccount(deps, body.session, "portal");
      const now = deps.now();
      if (body.action === "switch") {
        if (!body.plan_tier)
          throw new ApiError("validation_failed", "Choose a plan to switch to.", { field: "plan_tier" });
        await devSubscribe(deps, claims.workspaceId, body.plan_tier, now);
      } else {
        await devSetCancelAtPeriodEnd(deps, claims.workspaceId, body.action === "cancel", now);
      }
      return seeOther(billingUrls(DEV_ORIGIN).portalReturn);
    },
    {
      body: t.Object({
        session: t.String({ minLength: 1 }),
        action: t.UnionEnum(["switch", "cancel", "resume"]),
        plan_tier: t.Optional(t.UnionEnum([...DEV_TIERS])),
      }),
      detail: {
        operationId: "devPortalAction",
        tags: ["Development"],
        summary: "Switch, cancel or resume the plan without payment (development billing)",
        hide: true,
      },
      response: { 303: t.Void({ description: "Redirect back to /settings?portal=return" }), ...errors(400, 409) },
    },
  );
