import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { scopeAnalytics } from "../../services/analytics/analytics.ts";
import { projectFilter } from "../../services/projects/projects.ts";
import { Int, ProjectQuery } from "../schema.ts";

const Counts = t.Record(t.String(), Int(), { description: "Value → number of analyses, most frequent first" });

const Analytics = t.Object({
  insights: t.Object({
    total_analyses: Int(),
    avg_effectiveness: t.Number(),
    avg_message_clarity: t.Number(),
    top_colors: t.Array(t.Object({ color: t.String(), percentage: t.Number() }), { maxItems: 12 }),
    top_emotions: t.Array(t.Object({ emotion: t.String(), percentage: t.Number() }), { maxItems: 6 }),
    ad_type_distribution: Counts,
    brand_analysis: Counts,
    target_audience_breakdown: Counts,
    visual_style_trends: Counts,
    call_to_action_analysis: Counts,
    recommendation_frequency: t.Array(t.Object({ recommendation: t.String(), count: Int() }), {
      description:
        "Identical recommendation sentences; see improvement_areas for them grouped by the rule that wrote them",
    }),
    improvement_areas: t.Array(
      t.Object({
        rule: t.String({
          description: "The advice rule's id, e.g. cta_contrast; `other` for a vision model's suggestions",
        }),
        area: t.String({ description: 'What to improve, e.g. "Raise the CTA\'s contrast to 4.5:1"' }),
        count: Int({ description: "Analyses in which the rule fired" }),
        percentage: t.Number({ description: "Of all analyses, 0–100" }),
      }),
      { description: "Recommendations grouped by the rule that wrote them, most frequent first" },
    ),
    color_families: t.Array(
      t.Object({
        family: t.String({
          description: "Red, Orange, Yellow, Green, Teal, Blue, Purple, Pink, Brown, Black, Grey or White",
        }),
        swatch: t.String({ description: "A representative hex colour for the family" }),
        share: t.Number({ description: "Average share of an ad's pixels in this family, 0–100" }),
        ads: Int({ description: "Analyses in which the family covers at least 5% of the image" }),
      }),
      { description: "Colour families across all analyses, largest average share first", maxItems: 12 },
    ),
    effectiveness_distribution: t.Object({
      low: Int({ description: "Score under 6" }),
      medium: Int({ description: "6 up to 8" }),
      high: Int({ description: "8 and up" }),
    }),
    monthly_trends: t.Array(t.Object({ month: t.String(), count: Int(), avg_effectiveness: t.Number() }), {
      maxItems: 6,
    }),
    performance_by_brand: t.Array(t.Object({ brand: t.String(), avg_effectiveness: t.Number(), count: Int() }), {
      maxItems: 10,
    }),
  }),
  ai_recommendations: t.Object({
    performance_insights: t.Array(t.String()),
    strategic_recommendations: t.Array(t.String()),
    color_optimization: t.String(),
    emotional_appeal: t.String(),
  }),
});

export const getAnalyticsRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .get(
      "/v1/analytics",
      async ({ workspace, query }) =>
        scopeAnalytics(
          deps.db,
          { workspaceId: workspace.id, projectId: await projectFilter(deps.db, workspace.id, query.project) },
          deps.now(),
        ),
      {
        workspace: "analyses.read",
        query: t.Object({
          ...ProjectQuery,
        }),
        detail: {
          operationId: "getAnalytics",
          tags: ["Analytics"],
          summary: "Insights and recommendations computed over all of the workspace's analyses",
          description:
            "Scores over time, distributions of ad types, brands, audiences, styles and calls to action, and recommendations drawn from them.",
        },
        response: { 200: Analytics, ...errors(400, 401, 403, 404) },
      },
    );
