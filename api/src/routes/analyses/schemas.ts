import { t } from "elysia";
import { AnalysisResultSchema } from "../../analysis/result.ts";
import { Nullable } from "../schema.ts";

/**
 * A reference to a model the base plugin registers, by its bare name. Elysia resolves either
 * spelling, but exact-mirror (Elysia's response normaliser) looks a union member's reference up
 * by the model's name: with the `#/components/schemas/` path a nullable reference could not be
 * mirrored, and Elysia logged the whole schema on every route build. The document's `$ref`s are
 * made absolute in `openapi/tidy.ts`.
 */
const ref = (name: string) => t.Ref(name);

const link = (what: string) => t.String({ description: `Signed relative URL of ${what}` });

/** What a list shows of an analysis; the full analysis has these too. */
const summaryFields = {
  id: t.String({ format: "uuid" }),
  filename: t.String(),
  created_at: t.String({ format: "date-time" }),
  effectiveness_score: Nullable(t.Number({ description: "Out of 10" })),
  brand_name: Nullable(t.String()),
  ad_type: Nullable(t.String()),
  call_to_action: Nullable(t.String()),
  image_url: link("the image, valid about 15 minutes"),
  thumbnail_url: link("a ≈480 px WebP preview, valid about a week and stable for a day (cacheable)"),
};

export const AnalysisSummarySchema = t.Object(
  {
    ...summaryFields,
    analysis_result: t.Optional(ref("AnalysisResult")),
  },
  {
    title: "AnalysisSummary",
    description:
      "One analysis as lists show it. `analysis_result` is present only with `expand=analysis_result`; otherwise open the analysis for it.",
    examples: [
      {
        id: "0b5e7f0a-3c1d-4e2f-9a8b-7c6d5e4f3a21",
        filename: "spring-sale.jpg",
        created_at: "2026-03-02T09:41:12.000Z",
        effectiveness_score: 7.4,
        brand_name: "Northwind",
        ad_type: "Retail promotion",
        call_to_action: "Shop now",
        image_url: "/v1/analyses/0b5e7f0a-3c1d-4e2f-9a8b-7c6d5e4f3a21/image?expires=1772445600&sig=3q2-7w",
        thumbnail_url: "/v1/analyses/0b5e7f0a-3c1d-4e2f-9a8b-7c6d5e4f3a21/thumbnail?expires=1773014400&sig=9x1-Qa",
      },
    ],
  },
);

export const AnalysisSchema = t.Object(
  {
    ...summaryFields,
    heatmap_url: Nullable(link("the attention heatmap PNG, valid about 15 minutes")),
    analysis_result: ref("AnalysisResult"),
  },
  { title: "Analysis", description: "One stored analysis in full, with links to its image, preview and heatmap." },
);

/** Named in components/schemas; registered by the base plugin so every route can reference them. */
export const ANALYSIS_MODELS = {
  AnalysisResult: AnalysisResultSchema,
  AnalysisSummary: AnalysisSummarySchema,
  Analysis: AnalysisSchema,
};

export const AnalysisResultRef = ref("AnalysisResult");
export const AnalysisSummaryRef = ref("AnalysisSummary");
export const AnalysisRef = ref("Analysis");

export const AnalysisStatusSchema = t.UnionEnum(["queued", "running", "done", "failed"], {
  description: "queued → running → done (the result is stored) or failed (with `error`)",
});

/**
 * An analysis at any point of its life (GET /v1/analyses/{id}, a 202 from an upload): a `done` one
 * carries everything `Analysis` does; until then the links, columns and result are null.
 */
export const AnalysisStateSchema = t.Object(
  {
    id: t.String({ format: "uuid" }),
    status: AnalysisStatusSchema,
    filename: t.String(),
    created_at: t.String({ format: "date-time" }),
    batch_id: Nullable(t.String({ format: "uuid", description: "The batch it was submitted in, if any" })),
    error: Nullable(
      t.Object({ code: t.String(), message: t.String() }, { description: "Why a failed analysis failed" }),
    ),
    effectiveness_score: Nullable(t.Number()),
    brand_name: Nullable(t.String()),
    ad_type: Nullable(t.String()),
    call_to_action: Nullable(t.String()),
    image_url: Nullable(link("the image, valid about 15 minutes")),
    thumbnail_url: Nullable(link("a ≈480 px WebP preview")),
    heatmap_url: Nullable(link("the attention heatmap PNG, valid about 15 minutes")),
    analysis_result: Nullable(ref("AnalysisResult")),
  },
  { title: "AnalysisState" },
);

export const IdParams = t.Object({
  id: t.String({ format: "uuid", error: "id must be a UUID", description: "The analysis id" }),
});
