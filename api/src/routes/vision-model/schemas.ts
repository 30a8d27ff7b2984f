import { t } from "elysia";
import { Int, Nullable } from "../schema.ts";

export const VisionModelSchema = t.Object(
  {
    configured: t.Boolean({ description: "false: the workspace uses the instance's model (if any)" }),
    base_url: Nullable(t.String({ description: "The OpenAI-compatible endpoint, e.g. https://llm.example.com/v1" })),
    model: Nullable(t.String()),
    key_hint: Nullable(t.String({ description: "The key's last four characters; the key is never returned" })),
    updated_at: Nullable(t.String({ format: "date-time" })),
  },
  { title: "VisionModel" },
);

export const VisionModelInputSchema = t.Object({
  base_url: t.String({ minLength: 1, maxLength: 500, description: "http(s) URL of an OpenAI-compatible API" }),
  model: t.String({ minLength: 1, maxLength: 200, description: "A vision-capable model it serves" }),
  api_key: t.Optional(
    t.String({ minLength: 1, maxLength: 500, description: "Stored encrypted; leave out to keep the stored key" }),
  ),
});

export const ConnectionTestSchema = t.Object(
  {
    ok: t.Boolean(),
    status: Nullable(Int({ description: "The endpoint's HTTP status; null when it could not be reached" })),
    latency_ms: Int(),
    message: t.String(),
  },
  { title: "VisionModelTest" },
);
