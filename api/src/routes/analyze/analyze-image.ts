import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { JSON_BODY } from "../../http/json-body.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { idempotencyPlugin } from "../../plugins/idempotency.ts";
import { createAnalysis } from "../../services/analyses/create.ts";
import { toProApiResponse } from "../../services/analyses/pro-api.ts";
import { loadSourceImage } from "../../services/analyses/source.ts";
import { requireApiPlan } from "../../services/tokens/api-access.ts";
import { AnalysisStateSchema } from "../analyses/schemas.ts";
import { Int, Nullable } from "../schema.ts";

const AnalyzeResponse = t.Object({
  success: t.Literal(true),
  analysis_id: t.String({ format: "uuid" }),
  analysis: t.Object({
    effectiveness_score: t.Number({ description: "Out of 10" }),
    ad_type: t.String(),
    brand: Nullable(t.String()),
    target_audience: Nullable(t.String()),
    colors: t.Array(t.String({ pattern: "^#[0-9A-Fa-f]{6}$" }), { description: "Hex colours" }),
    emotions: t.Array(t.String()),
    call_to_action: Nullable(t.String()),
    strengths: t.Array(t.String()),
    improvements: t.Array(t.String()),
    overall_message: Nullable(t.String()),
  }),
  usage: t.Object({
    current_month: Int(),
    monthly_limit: Int(),
    remaining: Int(),
  }),
  created_at: t.String({ format: "date-time" }),
});

export const analyzeImageRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .use(idempotencyPlugin(deps))
    .post(
      "/v1/analyze",
      async ({ principal, workspace, body, request, set }) => {
        await requireApiPlan(deps, workspace.id);
        const { image, filename } = await loadSourceImage(deps, {
          kind: "url",
          url: body.image_url,
          filename: body.filename,
        });
        const created = await createAnalysis(deps, {
          workspaceId: workspace.id,
          userId: principal.userId,
          image,
          filename,
          signal: request.signal,
        });
        if ("pending" in created) {
          set.status = 202;
          return created.pending;
        }
        return toProApiResponse(created);
      },
      {
        workspace: "analyses.create",
        parse: JSON_BODY,
        idempotent: true,
        body: t.Object({
          image_url: t.String({ minLength: 1, maxLength: 2048, error: "image_url: an http(s) image URL is required" }),
          filename: t.Optional(t.String({ maxLength: 255 })),
        }),
        detail: {
          operationId: "analyzeImage",
          tags: ["Pro API"],
          summary: "Analyse an image by URL (Pro and Enterprise); counts against the same monthly quota as uploads",
          description:
            "Send `image_url` and get the score, insights and recommendations in one response. The analysis is stored like an upload and counts against the monthly quota.",
        },
        response: {
          200: AnalyzeResponse,
          202: AnalysisStateSchema,
          ...errors(400, 401, 403, 409, 413, 415, 422, 429, 502),
        },
      },
    );
