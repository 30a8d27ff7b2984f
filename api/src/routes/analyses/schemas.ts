import { t } from "elysia";
import { Nullable } from "../schema.ts";

/** The stored analysis (spec 02 §3). Measured extras beyond the spec's fields pass through. */
export const AnalysisResultSchema = t.Object(
  {
    effectivenessScore: t.Number({ description: "Out of 10" }),
    messageClarity: t.Number({ description: "Out of 10" }),
    brandName: Nullable(t.String()),
    adType: t.String(),
    colorScheme: t.Array(t.String(), { description: "Hex colours, most prominent first" }),
    emotions: t.Array(t.String()),
    targetAudience: Nullable(t.String()),
    call_to_action: Nullable(t.String()),
    keyElements: t.Array(t.Unknown()),
    recommendations: t.Array(t.String()),
    textContent: t.String(),
    imageUrl: t.Optional(t.String()),
    filename: t.Optional(t.String()),
    uploadedAt: t.Optional(t.String({ format: "date-time" })),
  },
  { additionalProperties: true },
);

export const AnalysisItemSchema = t.Object({
  id: t.String({ format: "uuid" }),
  filename: t.String(),
  image_url: t.String({ description: "Signed relative URL of the image, valid about 15 minutes" }),
  heatmap_url: Nullable(t.String({ description: "Signed relative URL of the attention heatmap PNG" })),
  created_at: t.String({ format: "date-time" }),
  analysis_result: AnalysisResultSchema,
});

export const AnalysisStatusSchema = t.UnionEnum(["queued", "running", "done", "failed"], {
  description: "queued → running → done (the result is stored) or failed (with `error`)",
});

/** An analysis at any point of its life; only a `done` one has links and a result. */
export const AnalysisSchema = t.Object(
  {
    id: t.String({ format: "uuid" }),
    status: AnalysisStatusSchema,
    filename: t.String(),
    created_at: t.String({ format: "date-time" }),
    image_url: Nullable(t.String({ description: "Signed relative URL of the image once done" })),
    heatmap_url: Nullable(t.String({ description: "Signed relative URL of the attention heatmap once done" })),
    analysis_result: Nullable(AnalysisResultSchema),
    batch_id: Nullable(t.String({ format: "uuid", description: "The batch it was submitted in, if any" })),
    error: Nullable(
      t.Object({ code: t.String(), message: t.String() }, { description: "Why a failed analysis failed" }),
    ),
  },
  { title: "Analysis" },
);

export const IdParams = t.Object({ id: t.String({ format: "uuid", error: "id must be a UUID" }) });
