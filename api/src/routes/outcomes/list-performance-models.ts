import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { requireOutcomesPlan } from "../../services/outcomes/import.ts";
import { listPerformanceModels } from "../../services/outcomes/performance.ts";
import { Nullable, PageQuery, pageLimit } from "../schema.ts";
import { PerformanceModelSchema } from "./schemas.ts";

export const listPerformanceModelsRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .get(
      "/v1/performance-models",
      async ({ workspace, query }) => {
        await requireOutcomesPlan(deps, workspace.id);
        return listPerformanceModels(deps.db, workspace.id, { limit: pageLimit(query.limit), cursor: query.cursor });
      },
      {
        workspace: "analyses.read",
        query: t.Object(PageQuery),
        detail: {
          operationId: "listPerformanceModels",
          tags: ["Outcomes"],
          summary: "Every fit of the workspace's performance model, newest first, with its metrics (Enterprise)",
          description:
            "A fit is recorded after each outcomes import, whatever it found: too few analyses with impressions, no signal better than chance in cross-validation, or a model that predicts.",
        },
        response: {
          200: t.Object({ data: t.Array(PerformanceModelSchema), next_cursor: Nullable(t.String()) }),
          ...errors(400, 401, 403, 404),
        },
      },
    );
