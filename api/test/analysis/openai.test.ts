import { afterAll, describe, expect, test } from "bun:test";
import { AnalysisFailedError, createEngine } from "../../src/analysis/index.ts";
import { loadConfig } from "../../src/config.ts";
import { createLogger } from "../../src/log.ts";
import { adBytes } from "./fixtures.ts";
import { madeAds } from "./made-ads.ts";

interface Seen {
  auth: string | null;
  body: {
    model: string;
    response_format: { type: string; json_schema: { name: string; strict: boolean; schema: { properties: object } } };
    messages: { role: string; content: string | { type: string; image_url?: { url: string } }[] }[];
  };
}

/** A local server speaking the chat-completions API: behaviour is chosen per key. */
const seen: Seen[] = [];
const answer = {
  brand_name: "Model Brand",
  target_audience: "Home bakers aged 25-45",
  overall_message: "Learn to bake like a professional.",
  callToAction: "Start Trial",
  key_elements: [{ label: "chef's whisk", kind: "object" }],
  emotions: ["Inspiration", "Confidence"],
  recommendations: ["Show the finished cake."],
  strengths: ["Clear offer."],
};
const server = Bun.serve({
  port: 0,
  async fetch(req) {
    const url = new URL(req.url);
    if (url.pathname !== "/v1/chat/completions") return new Response("not found", { status: 404 });
    const auth = req.headers.get("authorization");
    seen.push({ auth, body: await req.json() });
    if (auth === "Bearer sk-bad") {
      return Response.json(
        { error: { message: "Incorrect API key provided", type: "invalid_request_error", code: "invalid_api_key" } },
        { status: 401 },
      );
    }
    if (auth === "Bearer sk-slow") await Bun.sleep(5000);
    return Response.json({
      id: "chatcmpl-1",
      object: "chat.completion",
      created: 1,
      model: "vision-test",
      choices: [
        {
          index: 0,
          finish_reason: "stop",
          message: { role: "assistant", content: JSON.stringify(answer), refusal: null },
        },
      ],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    });
  },
});
afterAll(() => server.stop(true));

function engineWithKey(key: string) {
  return createEngine(
    loadConfig({
      ANALYSIS_WORKERS: "1",
      OPENAI_API_KEY: key,
      OPENAI_BASE_URL: `http://127.0.0.1:${server.port}/v1`,
      OPENAI_MODEL: "vision-test",
      OPENAI_TIMEOUT_MS: "1000",
    }),
    createLogger("silent"),
  );
}

describe("OpenAI-compatible provider", () => {
  test("sends the image and the schema, and merges the answer without overriding measurements", async () => {
    const engine = engineWithKey("sk-good");
    try {
      const { result } = await engine.analyze({ bytes: await adBytes("ad-010.png"), filename: "ad-010.png" });
      const req = seen.find((s) => s.auth === "Bearer sk-good")!;
      expect(req.body.model).toBe("vision-test");
      expect(req.body.response_format.type).toBe("json_schema");
      expect(req.body.response_format.json_schema.name).toBe("ad_analysis");
      expect(Object.keys(req.body.response_format.json_schema.schema.properties)).toContain("target_audience");
      const user = req.body.messages.find((m) => m.role === "user")!;
      const image = (user.content as { type: string; image_url?: { url: string } }[]).find(
        (c) => c.type === "image_url",
      );
      expect(image?.image_url?.url).toStartWith("data:image/jpeg;base64,");
      expect(JSON.stringify(user.content)).toContain("Bake Like A Pro");

      // Measured fields stay measured.
      expect(result.brand_name).toBe("PITCHSIDE");
      expect(result.basis.brand_name).toBe("measured");
      expect(result.call_to_action).toBe("Start Trial");
      expect(result.basis.call_to_action).toBe("measured");
      expect(result.cta?.contrast).toBeGreaterThan(6);
      // The model fills what pixels cannot say, labelled as such.
      expect(result.target_audience).toBe("Home bakers aged 25-45");
      expect(result.basis.target_audience).toBe("model");
      expect(result.overall_message).toBe("Learn to bake like a professional.");
      expect(result.emotions.slice(0, 2)).toEqual(["Inspiration", "Confidence"]);
      expect(result.emotion_details.find((e) => e.emotion === "Inspiration")?.basis).toBe("model");
      expect(result.key_elements).toContainEqual({
        label: "chef's whisk",
        kind: "object",
        box: null,
        confidence: null,
        basis: "model",
      });
      expect(result.recommendations).toContain("Show the finished cake.");
      expect(result.engine).toMatchObject({ provider: "local+openai" });
      expect(result.engine!.model).toStartWith("vision-test");
    } finally {
      await engine.close();
    }
  }, 60_000);

  test("the model's brand is used only when no brand was measured", async () => {
    const engine = engineWithKey("sk-good");
    try {
      // An ad whose capitalised copy the local engine declines to call a brand.
      const { result } = await engine.analyze({ bytes: await madeAds.capsHeadline(), filename: "caps.png" });
      expect(result.brand_name).toBe("Model Brand");
      expect(result.basis.brand_name).toBe("model");
    } finally {
      await engine.close();
    }
  }, 60_000);

  test("a rejected key fails with the spec wording, without retrying", async () => {
    const engine = engineWithKey("sk-bad");
    try {
      const before = seen.filter((s) => s.auth === "Bearer sk-bad").length;
      const error = await engine.analyze({ bytes: await adBytes("ad-005.png"), filename: "a.png" }).catch((e) => e);
      expect(error).toBeInstanceOf(AnalysisFailedError);
      expect(error.message).toBe("Analysis failed - please check your OpenAI API key configuration");
      expect(seen.filter((s) => s.auth === "Bearer sk-bad").length - before).toBe(1);
    } finally {
      await engine.close();
    }
  }, 60_000);

  test("a server that does not answer in time is retried, then the local analysis is kept", async () => {
    const engine = engineWithKey("sk-slow");
    try {
      const started = performance.now();
      const { result, heatmapPng } = await engine.analyze({ bytes: await adBytes("ad-005.png"), filename: "a.png" });
      console.log(`slow model gave up after ${Math.round(performance.now() - started)} ms`);
      expect(seen.filter((s) => s.auth === "Bearer sk-slow").length).toBe(3);
      expect(result.engine?.provider).toBe("local");
      expect(result.engine?.enrichment_error).toBe("Failed to analyze image: the vision model did not respond in time");
      expect(result.basis.target_audience).toBe("absent");
      expect(result.effectiveness_score).toBeGreaterThan(0);
      expect(heatmapPng.byteLength).toBeGreaterThan(0);
    } finally {
      await engine.close();
    }
  }, 60_000);
});
