import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { ApiError, errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { BRAND_FIT_FILTERS, type BrandFitFilter, listAnalyses, SORTS } from "../../services/analyses/list.ts";
import { toItem, toSummary } from "../../services/analyses/serialize.ts";
import { requireBrandKitPlan } from "../../services/brand-fit/kit.ts";
import { projectFilter } from "../../services/projects/projects.ts";
import { Nullable, PageQuery, ProjectQuery } from "../schema.ts";
import { AnalysisSummaryRef } from "./schemas.ts";

/** A brand-fit filter: `true` or `false`, left out for either. */
const BrandFitQuery = (name: string, description: string) =>
  // A pattern, not UnionEnum (Elysia gives that its first value as a default) nor a union of
  // literals (whose description the document loses); `enum` documents the two values.
  t.Optional(
    t.String({
      pattern: "^(true|false)$",
      enum: ["true", "false"],
      error: `${name}: true or false`,
      description: `${description} (Enterprise)`,
    }),
  );

export const listAnalysesRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .get(
      "/v1/analyses",
      async ({ workspace, query }) => {
        const limit = query.limit ?? 20;
        // Checked here rather than in the schema so the error names the field.
        if (limit < 1 || limit > 100) {
          throw new ApiError("validation_failed", "limit: must be from 1 to 100", { field: "limit" });
        }
        const brandFit: BrandFitFilter = {};
        for (const key of BRAND_FIT_FILTERS) {
          const value = query[key];
          if (value !== undefined) brandFit[key] = value === "true";
        }
        if (Object.keys(brandFit).length) await requireBrandKitPlan(deps, workspace.id);
        const input = {
          scope: { workspaceId: workspace.id, projectId: await projectFilter(deps.db, workspace.id, query.project) },
          limit,
          cursor: query.cursor,
          search: query.search,
          adType: query.ad_type,
          brandFit,
          sort: query.sort ?? "newest",
        };
        const now = deps.now();
        const secret = deps.config.jwtSecret;
        if (query.expand === "analysis_result") {
          const page = await listAnalyses(deps.db, input, true);
          const data = page.rows.map((row) => {
            const { heatmap_url: _h, ...item } = toItem(row, secret, now);
            return item;
          });
          return { data, next_cursor: page.nextCursor };
        }
        const page = await listAnalyses(deps.db, input);
        return { data: page.rows.map((row) => toSummary(row, secret, now)), next_cursor: page.nextCursor };
      },
      {
        workspace: "analyses.read",
        query: t.Object({
          ...PageQuery,
          search: t.Optional(
            t.String({ maxLength: 200, description: "Case-insensitive match on filename, brand or target audience" }),
          ),
          ad_type: t.Optional(t.String({ maxLength: 100, description: "Case-insensitive substring of the ad type" })),
          sort: t.Optional(t.UnionEnum([...SORTS], { default: "newest", description: "The order of the list" })),
          brand_found: BrandFitQuery(
            "brand_found",
            "`true`: the workspace's own brand was found (by name, text or logo); `false`: it was not",
          ),
          colours_present: BrandFitQuery(
            "colours_present",
            "`true`: at least one of the kit's colours is used; `false`: none is",
          ),
          required_text_present: BrandFitQuery(
            "required_text_present",
            "`true`: every required text of the kit is printed; `false`: one or more is missing",
          ),
          competitor_present: BrandFitQuery(
            "competitor_present",
            "`true`: a competitor of the kit appears (by name or logo); `false`: none does",
          ),
          ...ProjectQuery,
          expand: t.Optional(
            // A literal, not UnionEnum: Elysia gives UnionEnum its first value as a default.
            t.Literal("analysis_result", {
              description: "Include each item's full `analysis_result` (pages get much larger)",
            }),
          ),
        }),
        detail: {
          operationId: "listAnalyses",
          tags: ["Analyses"],
          summary: "The workspace's analyses, newest first by default, cursor-paginated",
          description:
            "Each item is a summary (score, brand, ad type, call to action, thumbnail and image links); open one with `GET /v1/analyses/{id}` for the full analysis, or pass `expand=analysis_result`. Filter with `search` and `ad_type`, order with `sort`, page with `cursor` from `next_cursor`. The brand-fit filters (`brand_found`, `colours_present`, `required_text_present`, `competitor_present`; Enterprise, `403 plan_required` below) read each analysis's stored brand fit: an analysis whose fit has not yet been read against the kit as it is now (just after a kit edit, while the background refresh runs; `GET /v1/analytics/brand-fit` counts them as `pending`) matches none of them.",
        },
        response: {
          200: t.Object({ data: t.Array(AnalysisSummaryRef), next_cursor: Nullable(t.String()) }),
          ...errors(400, 401, 403),
        },
      },
    );
