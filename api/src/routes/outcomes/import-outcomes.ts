import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { importOutcomes } from "../../services/outcomes/import.ts";
import { OutcomeInputSchema, OutcomesImportSchema } from "./schemas.ts";

export const importOutcomesRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .post(
      "/v1/outcomes",
      ({ principal, workspace, body }) => importOutcomes(deps, workspace.id, principal, body.outcomes),
      {
        workspace: "outcomes.write",
        body: t.Object({ outcomes: t.Array(OutcomeInputSchema, { minItems: 1, maxItems: 5000 }) }),
        detail: {
          operationId: "importOutcomes",
          tags: ["Outcomes"],
          summary: "Import ad results (impressions, clicks, conversions, spend) per analysis (Enterprise)",
          description:
            "Up to 5,000 rows, each keyed by `analysis_id` or by `filename` (when exactly one analysis of the workspace has that name). Each row replaces the analysis's earlier figures. Rows that name no analysis, or several, are listed in `unmatched` and not written. A refit of the workspace's performance model is queued and runs in the background; `GET /v1/performance-models` shows it. Members and above; `403 plan_required` below Enterprise.",
        },
        response: { 200: OutcomesImportSchema, ...errors(400, 401, 403, 404) },
      },
    );
