import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { projectFilter } from "../../services/projects/projects.ts";
import { workspaceReport } from "../../services/reports/model.ts";
import { ReportFile, ReportFormatQuery, reportResponse } from "../reports/respond.ts";
import { ProjectQuery } from "../schema.ts";
import { WorkspaceIdParams } from "./schemas.ts";

export const getWorkspaceReportRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .get(
      "/v1/workspaces/:id/report",
      async ({ workspace, query }) => {
        const projectId = await projectFilter(deps.db, workspace.id, query.project);
        const project = projectId
          ? await deps.db
              .selectFrom("projects")
              .select(["id", "name"])
              .where("id", "=", projectId)
              .executeTakeFirstOrThrow()
          : null;
        return reportResponse(await workspaceReport(deps, workspace, project), query.format ?? "pdf");
      },
      {
        workspace: { action: "reports.export", from: "path" },
        params: WorkspaceIdParams,
        query: t.Object({
          ...ReportFormatQuery,
          ...ProjectQuery,
        }),
        detail: {
          operationId: "getWorkspaceReport",
          tags: ["Reports"],
          summary: "The Enterprise Report of a workspace (or one project), as a PDF or a printable HTML page",
          description:
            "Headed with the workspace's name and logo, with no AdLens branding: how many analyses, the average score and message clarity, six months of trend, the three best and three weakest creatives, the most common recommendations and, once a brand kit is saved, the analyses by brand fit. Enterprise only (`403 plan_required`); every role may download it. Another workspace, or another workspace's project, is `404`.",
        },
        response: { 200: ReportFile, ...errors(400, 401, 403, 404) },
      },
    );
