import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { getAnalysisView } from "../../services/analyses/view.ts";
import { AnalysisStateSchema, IdParams } from "./schemas.ts";

export const getAnalysisRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .get(
      "/v1/analyses/:id",
      async ({ workspace, params }) => {
        return getAnalysisView(deps, workspace.id, params.id);
      },
      {
        workspace: "analyses.read",
        params: IdParams,
        detail: {
          operationId: "getAnalysis",
          tags: ["Analyses"],
          summary: "One analysis, with its status",
          description:
            "Any analysis by id, with its `status`: queued, running, done (the full stored analysis with signed links to its image, thumbnail and attention heatmap) or failed (with `error`). Another user's id answers 404, as a missing one does.",
        },
        response: { 200: AnalysisStateSchema, ...errors(400, 401, 403, 404) },
      },
    );
