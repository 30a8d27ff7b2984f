import OpenAI from "openai";
import { zodResponseFormat } from "openai/helpers/zod";
import { z } from "zod";
import type { Logger } from "../log.ts";
import { AnalysisFailedError, OPENAI_KEY_MESSAGE } from "./errors.ts";
import type { AnalysisResult, KeyElement } from "./result.ts";

/** What the vision model is asked for: only what pixels cannot measure. */
export const modelAnswerSchema = z.object({
  brand_name: z
    .string()
    .nullable()
    .describe("The advertised brand as written or shown in a logo; null if none is visible"),
  target_audience: z.string().nullable().describe("Who the ad addresses, judged from its content; null if unclear"),
  overall_message: z.string().nullable().describe("The ad's message in one sentence"),
  callToAction: z.string().nullable().describe("The call to action text exactly as written; null if none"),
  key_elements: z
    .array(
      z.object({
        label: z.string().describe("A short name of a visible element, e.g. 'smiling woman', 'running shoe'"),
        kind: z.enum(["person", "face", "object", "text", "logo", "other"]),
      }),
    )
    .describe("The main visible elements: people, products, objects, logos"),
  emotions: z.array(z.string()).describe("Up to four emotions the ad evokes, one word each"),
  recommendations: z.array(z.string()).describe("Up to four concrete improvements"),
  strengths: z.array(z.string()).describe("Up to three things the ad does well"),
});

export type ModelAnswer = z.infer<typeof modelAnswerSchema>;

export interface OpenAiSettings {
  apiKey: string;
  baseUrl?: string;
  model: string;
  timeoutMs: number;
  /** Retries after the first attempt, with the SDK's exponential backoff (429, 5xx, timeouts). */
  maxRetries?: number;
}

function measuredSummary(r: AnalysisResult): string {
  const lines = [
    `Text read by OCR: ${r.text_content ? JSON.stringify(r.text_content) : "none"}`,
    `Headline: ${r.text?.headline?.text ?? "none"}`,
    `Call to action: ${r.call_to_action ?? "none"}`,
    `Palette: ${r.palette.map((p) => `${p.name} ${p.hex} ${p.percentage}%`).join(", ")}`,
    `Ad type from size: ${r.ad_type}`,
  ];
  return lines.join("\n");
}

export class OpenAiProvider {
  private readonly client: OpenAI;

  constructor(
    private readonly settings: OpenAiSettings,
    private readonly log: Logger,
  ) {
    this.client = new OpenAI({
      apiKey: settings.apiKey,
      baseURL: settings.baseUrl,
      timeout: settings.timeoutMs,
      maxRetries: settings.maxRetries ?? 2,
    });
  }

  get model(): string {
    return this.settings.model;
  }

  /** Asks the model about the image; every failure becomes an AnalysisFailedError. */
  async describe(jpeg: Uint8Array, measured: AnalysisResult, signal?: AbortSignal): Promise<ModelAnswer> {
    const dataUrl = `data:image/jpeg;base64,${Buffer.from(jpeg).toString("base64")}`;
    try {
      const completion = await this.client.chat.completions.parse(
        {
          model: this.settings.model,
          temperature: 0,
          response_format: zodResponseFormat(modelAnswerSchema, "ad_analysis"),
          messages: [
            {
              role: "system",
              content:
                "You are an advertising analyst. Describe only what is visible in the ad image. " +
                "Never guess a brand that is not shown; use null when something is not visible. " +
                "Measurements already taken from the pixels are given; do not contradict them.",
            },
            {
              role: "user",
              content: [
                { type: "text", text: `Measurements:\n${measuredSummary(measured)}` },
                { type: "image_url", image_url: { url: dataUrl, detail: "low" } },
              ],
            },
          ],
        },
        { signal },
      );
      const message = completion.choices[0]?.message;
      if (message?.parsed) return message.parsed;
      throw new AnalysisFailedError("Failed to analyze image", message?.refusal ?? "the model returned no analysis");
    } catch (error) {
      throw this.translate(error);
    }
  }

  private translate(error: unknown): Error {
    if (error instanceof AnalysisFailedError) return error;
    if (error instanceof OpenAI.AuthenticationError || error instanceof OpenAI.PermissionDeniedError) {
      this.log.error("vision model rejected the API key", { status: error.status });
      return new AnalysisFailedError(OPENAI_KEY_MESSAGE, `HTTP ${error.status}`);
    }
    if (error instanceof OpenAI.APIConnectionTimeoutError) {
      this.log.warn("vision model timed out", { timeout_ms: this.settings.timeoutMs });
      return new AnalysisFailedError("Failed to analyze image: the vision model did not respond in time", "timeout");
    }
    if (error instanceof Error && error.name === "AbortError") return error;
    const detail = error instanceof Error ? error.message : String(error);
    this.log.error("vision model request failed", { error: detail });
    return new AnalysisFailedError("Failed to analyze image", detail);
  }
}

const unique = (items: string[]) => {
  const seen = new Set<string>();
  return items.filter((s) => {
    const k = s.trim().toLowerCase();
    if (!k || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};

/**
 * Adds the model's reading to the local measurements. Measured fields stay measured: the model
 * only fills what the pixels could not say (brand when none was measured, audience, message,
 * semantic elements), and its emotions and advice are added beside the measured ones, labelled.
 */
export function mergeModelAnswer(
  local: AnalysisResult,
  answer: ModelAnswer,
  model: string,
  modelMs: number,
): AnalysisResult {
  const basis = { ...local.basis };
  const out: AnalysisResult = { ...local, basis };
  if (!local.brand_name && answer.brand_name) {
    out.brand_name = answer.brand_name;
    basis.brand_name = "model";
  }
  if (answer.target_audience) {
    out.target_audience = answer.target_audience;
    basis.target_audience = "model";
  }
  if (answer.overall_message) {
    out.overall_message = answer.overall_message;
    basis.overall_message = "model";
  }
  if (!local.call_to_action && answer.callToAction) {
    out.call_to_action = answer.callToAction;
    basis.call_to_action = "model";
  }
  const modelElements: KeyElement[] = answer.key_elements.map((e) => ({
    label: e.label,
    kind: e.kind,
    box: null,
    confidence: null,
    basis: "model",
  }));
  out.key_elements = [...local.key_elements, ...modelElements];
  const modelEmotions = unique(answer.emotions).slice(0, 4);
  out.emotion_details = [
    ...modelEmotions.map((emotion) => ({ emotion, strength: 1, basis: "model" as const })),
    ...local.emotion_details,
  ];
  if (modelEmotions.length > 0) {
    out.emotions = unique([...modelEmotions, ...local.emotions]).slice(0, 5);
    basis.emotions = "model";
  }
  out.recommendations = unique([...local.recommendations, ...answer.recommendations.slice(0, 4)]);
  out.strengths = unique([...local.strengths, ...answer.strengths.slice(0, 3)]);
  const localMs = local.engine?.duration_ms ?? 0;
  out.engine = {
    provider: "local+openai",
    model: `${model} + ${local.engine?.model ?? "local"}`,
    version: local.engine?.version ?? "unknown",
    duration_ms: localMs + Math.round(modelMs),
    ...(local.engine?.stages_ms && { stages_ms: local.engine.stages_ms }),
  };
  return out;
}
