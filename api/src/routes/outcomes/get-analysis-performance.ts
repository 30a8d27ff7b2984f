import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { requireOutcomesPlan } from "../../services/outcomes/import.ts";
import { analysisPerformance } from "../../services/outcomes/performance.ts";
import { IdParams } from "../analyses/schemas.ts";
import { AnalysisPerformanceSchema } from "./schemas.ts";

export const getAnalysisPerformanceRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .get(
      "/v1/analyses/:id/performance",
      async ({ workspace, params }) => {
        await requireOutcomesPlan(deps, workspace.id);
        return analysisPerformance(deps.db, workspace.id, params.id);
      },
      {
        workspace: "analyses.read",
        params: IdParams,
        detail: {
          operationId: "getAnalysisPerformance",
          tags: ["Outcomes"],
          summary: "The analysis's predicted performance index for this workspace, and what drives it (Enterprise)",
          description:
            "From the workspace's latest model fit. `index` is null, with `message` saying why, until a fit predicts better than chance. 100 is the workspace's average ad.",
        },
        response: { 200: AnalysisPerformanceSchema, ...errors(400, 401, 403, 404) },
      },
    );
