import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { analysisBrandFit } from "../../services/brand-fit/analysis-fit.ts";
import { requireBrandKitPlan } from "../../services/brand-fit/kit.ts";
import { IdParams } from "../analyses/schemas.ts";
import { BrandFitSchema } from "./schemas.ts";

export const getAnalysisBrandFitRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .get(
      "/v1/analyses/:id/brand-fit",
      async ({ workspace, params }) => {
        await requireBrandKitPlan(deps, workspace.id);
        return analysisBrandFit(deps, workspace.id, params.id);
      },
      {
        workspace: "analyses.read",
        params: IdParams,
        detail: {
          operationId: "getAnalysisBrandFit",
          tags: ["Brand kit"],
          summary:
            "The analysis read against the workspace's brand kit: own brand, colours, required text, competitors (Enterprise)",
          description:
            "Computed from what the engine read (text, brand, palette) and a search of the ad for the kit's logo images, against the kit as it is now. `404` when the analysis is not in the workspace or the workspace has no brand kit yet.",
        },
        response: { 200: BrandFitSchema, ...errors(400, 401, 403, 404) },
      },
    );
