import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { analysisReport } from "../../services/reports/model.ts";
import { ReportFile, ReportFormatQuery, reportResponse } from "../reports/respond.ts";
import { IdParams } from "./schemas.ts";

export const getAnalysisReportRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .get(
      "/v1/analyses/:id/report",
      async ({ workspace, params, query }) =>
        reportResponse(await analysisReport(deps, workspace, params.id), query.format ?? "pdf"),
      {
        workspace: "reports.export",
        params: IdParams,
        query: t.Object(ReportFormatQuery),
        detail: {
          operationId: "getAnalysisReport",
          tags: ["Reports"],
          summary: "A client-ready report on one analysis, as a PDF or a printable HTML page (Pro and Enterprise)",
          description:
            "Headed with the workspace's name (and on Enterprise its logo, with no AdLens branding): the image, the score out of 10 and its breakdown, headline, call to action and brand, palette, placements, the attention heatmap and the recommendations. Every role may download it. `403 plan_required` below Pro; another workspace's analysis is `404`.",
        },
        response: { 200: ReportFile, ...errors(400, 401, 403, 404) },
      },
    );
