import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { getOwnAnalysis } from "../../services/analyses/get.ts";
import { toItem } from "../../services/analyses/serialize.ts";
import { requireApiPlanForTokens } from "../../services/tokens/api-access.ts";
import { AnalysisRef, IdParams } from "./schemas.ts";

export const getAnalysisRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .get(
      "/v1/analyses/:id",
      async ({ principal, params }) => {
        await requireApiPlanForTokens(deps, principal);
        const row = await getOwnAnalysis(deps.db, principal.userId, params.id);
        return toItem(row, deps.config.jwtSecret, deps.now());
      },
      {
        auth: true,
        params: IdParams,
        detail: {
          operationId: "getAnalysis",
          tags: ["Analyses"],
          summary: "One analysis",
          description:
            "The full stored analysis with signed links to its image, thumbnail and attention heatmap. Another user's id answers 404, as a missing one does.",
        },
        response: { 200: AnalysisRef, ...errors(400, 401, 403, 404) },
      },
    );
