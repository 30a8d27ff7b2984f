import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { base } from "../../plugins/base.ts";
import { devAccount } from "../../services/billing/dev-account.ts";
import { devSubscribe } from "../../services/billing/dev-billing.ts";
import { billingUrls, DEV_ORIGIN } from "../../services/billing/urls.ts";
import { seeOther } from "./dev-page.ts";

export const devCheckoutConfirm = (deps: AppDeps) =>
  new Elysia().use(base).post(
    "/dev/billing/checkout",
    async ({ body }) => {
      const { claims } = await devAccount(deps, body.session, "checkout");
      await devSubscribe(deps, claims.workspaceId, claims.tier, deps.now());
      return seeOther(billingUrls(DEV_ORIGIN).success);
    },
    {
      body: t.Object({ session: t.String({ minLength: 1 }) }),
      detail: {
        operationId: "devCheckoutConfirm",
        tags: ["Development"],
        summary: "Switch the plan at once, without payment (development billing)",
        hide: true,
      },
      response: { 303: t.Void({ description: "Redirect back to /settings?tab=billing&success=true" }), ...errors(400) },
    },
  );
