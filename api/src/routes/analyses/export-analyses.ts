import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { EXPORT_FORMATS, EXPORT_TYPES, exportAnalyses, exportFilename } from "../../services/analyses/export.ts";
import { projectFilter } from "../../services/projects/projects.ts";
import { ProjectQuery } from "../schema.ts";

export const exportAnalysesRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .get(
      "/v1/analyses/export",
      async ({ workspace, query }) => {
        const format = query.format ?? "json";
        const projectId = await projectFilter(deps.db, workspace.id, query.project);
        return new Response(exportAnalyses(deps, { workspaceId: workspace.id, projectId }, format), {
          headers: {
            "content-type": EXPORT_TYPES[format],
            "content-disposition": `attachment; filename="${exportFilename(format, deps.now())}"`,
            "cache-control": "no-store",
            "x-content-type-options": "nosniff",
          },
        });
      },
      {
        workspace: "analyses.read",
        query: t.Object({
          format: t.Optional(
            t.UnionEnum([...EXPORT_FORMATS], {
              default: "json",
              description: "json: one array; csv: a header row and one row per analysis; ndjson: one object per line",
            }),
          ),
          ...ProjectQuery,
        }),
        detail: {
          operationId: "exportAnalyses",
          tags: ["Analyses"],
          summary:
            "Download every analysis as JSON, CSV or NDJSON (id, filename, created_at, analysis_result, image_url)",
          description:
            "Streams the whole gallery, newest first, one record per analysis in snake_case. `image_url` is a signed link that opens with no token for 7 days; the CSV flattens `analysis_result` to its headline fields, one list item per line in a cell (RFC 4180).",
        },
        response: {
          200: t.String({ description: "A JSON array, CSV with a header row, or one JSON object per line" }),
          ...errors(400, 401, 403),
        },
      },
    );
