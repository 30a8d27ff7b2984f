import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { BRAND_FIT_FILTERS } from "../../services/analyses/list.ts";
import { brandFitAnalytics } from "../../services/brand-fit/analytics.ts";
import { requireBrandKitPlan } from "../../services/brand-fit/kit.ts";
import { projectFilter } from "../../services/projects/projects.ts";
import { Int, Nullable, ProjectQuery } from "../schema.ts";

const BrandFitAnalytics = t.Object(
  {
    total_analyses: Int({ description: "Analyses in the scope" }),
    read: Int({ description: "Analyses whose stored brand fit was read against the kit as it is now" }),
    pending: Int({
      description: "Analyses still waiting for the background refresh (just added, or read against an earlier kit)",
    }),
    checks: t.Array(
      t.Object({
        check: t.UnionEnum([...BRAND_FIT_FILTERS], {
          description: "The check, named as the `GET /v1/analyses` filter for it",
        }),
        yes: Int({ description: "Read analyses that pass it" }),
        no: Int({
          description: "Read analyses that fail it (a check the kit gives nothing to test counts in neither)",
        }),
        avg_effectiveness_yes: Nullable(t.Number(), { description: "Their average effectiveness score, 0–10" }),
        avg_effectiveness_no: Nullable(t.Number(), { description: "Their average effectiveness score, 0–10" }),
      }),
    ),
    competitors: t.Array(
      t.Object({ name: t.String(), analyses: Int({ description: "Read analyses in which it appears" }) }),
      { description: "Competitors of the kit found in at least one analysis, most frequent first" },
    ),
  },
  { title: "BrandFitAnalytics" },
);

export const getBrandFitAnalyticsRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .get(
      "/v1/analytics/brand-fit",
      async ({ workspace, query }) => {
        await requireBrandKitPlan(deps, workspace.id);
        return brandFitAnalytics(deps.db, {
          workspaceId: workspace.id,
          projectId: await projectFilter(deps.db, workspace.id, query.project),
        });
      },
      {
        workspace: "analyses.read",
        query: t.Object({
          ...ProjectQuery,
        }),
        detail: {
          operationId: "getBrandFitAnalytics",
          tags: ["Analytics"],
          summary: "The workspace's analyses broken down by brand fit (Enterprise)",
          description:
            "Per check (own brand found, a kit colour used, every required text printed, a competitor present): how many analyses pass and fail it and their average score, and how many analyses show each competitor. Read from the stored brand fits, which a background job refreshes after every kit edit and new analysis; `pending` counts the analyses not yet read against the kit as it is now. `404` when the workspace has no brand kit.",
        },
        response: { 200: BrandFitAnalytics, ...errors(400, 401, 403, 404) },
      },
    );
