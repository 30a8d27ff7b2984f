import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { ApiError, errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { comparisonReport } from "../../services/reports/model.ts";
import { UUID } from "../../uuid.ts";
import { ReportFile, ReportFormatQuery, reportResponse } from "./respond.ts";

const IDS_MESSAGE = "ids: 2 to 4 analysis ids, separated by commas";

/**
 * `ids=a,b,c` as a list; a query string cannot carry the JSON array POST /v1/analyses/compare
 * takes. Checked here rather than by the schema so that an anonymous caller gets 401 first.
 */
function parseIds(raw: string | undefined): string[] {
  const ids = (raw ?? "").split(",").map((id) => id.trim());
  if (ids.length < 2 || ids.length > 4 || !ids.every((id) => UUID.test(id))) {
    throw new ApiError("validation_failed", IDS_MESSAGE, { field: "ids" });
  }
  return ids;
}

export const getComparisonReportRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .get(
      "/v1/reports/comparison",
      async ({ workspace, query }) =>
        reportResponse(await comparisonReport(deps, workspace, parseIds(query.ids)), query.format ?? "pdf"),
      {
        workspace: "reports.export",
        query: t.Object({
          ids: t.Optional(
            t.String({
              maxLength: 200,
              error: IDS_MESSAGE,
              description: "Required: 2 to 4 analysis ids of the workspace, comma-separated, in the order to show them",
              examples: ["0b5e7f0a-3c1d-4e2f-9a8b-7c6d5e4f3a21,6f1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b"],
            }),
          ),
          ...ReportFormatQuery,
        }),
        detail: {
          operationId: "getComparisonReport",
          tags: ["Reports"],
          summary:
            "A client-ready report comparing 2 to 4 analyses, as a PDF or a printable HTML page (Pro and Enterprise)",
          description:
            "The creatives side by side with their scores, the score breakdown factor by factor, the Performance Summary (best performer, average score, common theme) and each one's recommendations, headed with the workspace's name (and on Enterprise its logo). Any id of another workspace makes it `404`.",
        },
        response: { 200: ReportFile, ...errors(400, 401, 403, 404) },
      },
    );
