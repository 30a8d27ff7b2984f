import { Elysia } from "elysia";
import type { AppDeps } from "../deps.ts";
import { analysesRoutes } from "./analyses/index.ts";
import { analyticsRoutes } from "./analytics/index.ts";
import { analyzeRoutes } from "./analyze/index.ts";
import { authRoutes } from "./auth/index.ts";
import { batchesRoutes } from "./batches/index.ts";
import { billingRoutes } from "./billing/index.ts";
import { brandKitRoutes } from "./brand-kit/index.ts";
import { contactRoutes } from "./contact/index.ts";
import { demoRoutes } from "./demo/index.ts";
import { devRoutes } from "./dev/index.ts";
import { getDocs } from "./docs/get-docs.ts";
import { getGuide } from "./docs/get-guide.ts";
import { eventsRoutes } from "./events/index.ts";
import { getHealth } from "./health/get-health.ts";
import { invitationsRoutes } from "./invitations/index.ts";
import { meRoutes } from "./me/index.ts";
import { outcomesRoutes } from "./outcomes/index.ts";
import { listPlans } from "./plans/list-plans.ts";
import { projectsRoutes } from "./projects/index.ts";
import { reportsRoutes } from "./reports/index.ts";
import { shareLinksRoutes } from "./share-links/index.ts";
import { tokensRoutes } from "./tokens/index.ts";
import { visionModelRoutes } from "./vision-model/index.ts";
import { webhooksRoutes } from "./webhooks/index.ts";
import { workspacesRoutes } from "./workspaces/index.ts";

/** Every route module, grouped by resource. Each resource folder owns its own index. */
export function routes(deps: AppDeps, dbKind: string) {
  return new Elysia()
    .use(getHealth(deps, dbKind))
    .use(getDocs())
    .use(getGuide())
    .use(listPlans(deps))
    .use(authRoutes(deps))
    .use(meRoutes(deps))
    .use(contactRoutes(deps))
    .use(devRoutes(deps))
    .use(analysesRoutes(deps))
    .use(analyzeRoutes(deps))
    .use(batchesRoutes(deps))
    .use(webhooksRoutes(deps))
    .use(analyticsRoutes(deps))
    .use(tokensRoutes(deps))
    .use(demoRoutes(deps))
    .use(billingRoutes(deps))
    .use(eventsRoutes(deps))
    .use(workspacesRoutes(deps))
    .use(invitationsRoutes(deps))
    .use(shareLinksRoutes(deps))
    .use(projectsRoutes(deps))
    .use(reportsRoutes(deps))
    .use(outcomesRoutes(deps))
    .use(brandKitRoutes(deps))
    .use(visionModelRoutes(deps));
}
