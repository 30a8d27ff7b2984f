import { Elysia, t } from "elysia";
import { clientIp, rateLimitBucket } from "../../client-ip.ts";
import type { AppDeps } from "../../deps.ts";
import { ApiError, errors } from "../../errors.ts";
import { base } from "../../plugins/base.ts";
import { demoAnalyze, takeDemoSlot } from "../../services/demo/demo.ts";
import { readUpload } from "../../services/images/upload.ts";
import { AnalysisResultRef } from "../analyses/schemas.ts";
import { fileUploadBody } from "../schema.ts";

export const demoAnalyzeRoute = (deps: AppDeps) =>
  new Elysia().use(base).post(
    "/v1/demo/analyze",
    async ({ request, server }) => {
      await takeDemoSlot(deps, rateLimitBucket(clientIp(request, server, deps.config.trustProxy)));
      const source = await readUpload(
        request.headers.get("content-type"),
        request.headers.get("content-length"),
        request.body,
      );
      if (source.kind !== "file") {
        throw new ApiError("unsupported_media_type", "The demo takes an uploaded file (multipart `file`).");
      }
      return demoAnalyze(deps, source.bytes, source.filename);
    },
    {
      parse: "none",
      detail: {
        operationId: "demoAnalyze",
        tags: ["Demo"],
        summary: "Analyse an image anonymously (rate-limited per IP; nothing is stored)",
        description:
          "The public demo page's analysis: multipart `file`. Limited per client IPv4 address or IPv6 /64; the image and result are not stored. Demos run after all signed-in work, a few at a time: when none is free for `DEMO_WAIT_SECONDS` the answer is 503 with Retry-After.",
        requestBody: fileUploadBody("JPEG, PNG or WebP, at most 10 MB"),
      },
      response: {
        200: t.Object({
          filename: t.String(),
          created_at: t.String({ format: "date-time" }),
          analysis_result: AnalysisResultRef,
          heatmap_url: t.String({ description: "The attention heatmap as a data:image/png;base64 URL" }),
        }),
        ...errors(400, 413, 415, 422, 429, 502),
      },
    },
  );
