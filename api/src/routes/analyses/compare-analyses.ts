import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { JSON_BODY } from "../../http/json-body.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { loadForComparison, summarize } from "../../services/analyses/compare.ts";
import { toItem } from "../../services/analyses/serialize.ts";
import { AnalysisRef } from "./schemas.ts";

export const compareAnalysesRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .post(
      "/v1/analyses/compare",
      async ({ workspace, body }) => {
        const rows = await loadForComparison(deps.db, workspace.id, body.ids);
        const now = deps.now();
        return { data: rows.map((row) => toItem(row, deps.config.jwtSecret, now)), summary: summarize(rows) };
      },
      {
        workspace: "analyses.read",
        parse: JSON_BODY,
        body: t.Object(
          {
            ids: t.Array(t.String({ format: "uuid" }), {
              minItems: 2,
              maxItems: 4,
              error: "ids: choose 2 to 4 analyses to compare",
            }),
          },
          {
            examples: [{ ids: ["0b5e7f0a-3c1d-4e2f-9a8b-7c6d5e4f3a21", "6f1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b"] }],
          },
        ),
        detail: {
          operationId: "compareAnalyses",
          tags: ["Analyses"],
          summary: "Compare 2 to 4 analyses side by side, with a Performance Summary",
          description:
            "Send 2 to 4 ids of your own analyses. The answer has each full analysis in the order asked for, the best performer, the average score and a theme they share.",
        },
        response: {
          200: t.Object({
            data: t.Array(AnalysisRef),
            summary: t.Object({
              best_performer: t.Object({ id: t.String({ format: "uuid" }), filename: t.String(), score: t.Number() }),
              average_score: t.Number(),
              common_theme: t.String({ description: 'A theme every compared ad shares, or "Various"' }),
            }),
          }),
          ...errors(400, 401, 403, 404),
        },
      },
    );
