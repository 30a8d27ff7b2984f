import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { ApiError, errors } from "../../errors.ts";
import { resolvePrincipal } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { readAnalysisObject } from "../../services/analyses/objects.ts";
import { type ObjectKind, verifyObjectSignature } from "../../services/analyses/signed-url.ts";
import { requireApiPlanForTokens } from "../../services/tokens/api-access.ts";
import { IdParams } from "./schemas.ts";

const Query = t.Object({
  expires: t.Optional(t.Numeric({ description: "Unix time the signed link stops working" })),
  sig: t.Optional(t.String({ maxLength: 128, description: "HMAC signature from image_url / heatmap_url" })),
});

/**
 * GET /v1/analyses/{id}/image and /heatmap. The owner may send a Bearer token; an `<img>` uses the
 * signed link from the analysis instead. Objects are served as what was stored, never sniffed.
 */
export const objectRoute = (deps: AppDeps, kind: ObjectKind) =>
  new Elysia().use(base).get(
    `/v1/analyses/:id/${kind}`,
    async ({ params, query, request }) => {
      let userId: string | null = null;
      let maxAge = 300;
      if (query.sig !== undefined && query.expires !== undefined) {
        const remaining = verifyObjectSignature(
          deps.config.jwtSecret,
          { id: params.id, kind, expires: query.expires, sig: query.sig },
          deps.now(),
        );
        if (remaining === null) throw new ApiError("unauthorized", "This link has expired or is not valid.");
        maxAge = remaining;
      } else {
        const principal = await resolvePrincipal(deps, request.headers.get("authorization"));
        if (!principal) {
          throw new ApiError("unauthorized", "Missing or invalid access token. Send `Authorization: Bearer <token>`.");
        }
        await requireApiPlanForTokens(deps, principal);
        userId = principal.userId;
      }
      const object = await readAnalysisObject(deps, params.id, kind, { userId });
      return new Response(object.body, {
        headers: {
          "content-type": object.contentType,
          "content-length": String(object.body.byteLength),
          "cache-control": `private, max-age=${Math.min(maxAge, 3600)}`,
          "x-content-type-options": "nosniff",
          "content-security-policy": "default-src 'none'; sandbox",
          "cross-origin-resource-policy": "same-origin",
        },
      });
    },
    {
      params: IdParams,
      query: Query,
      detail: {
        operationId: kind === "image" ? "getAnalysisImage" : "getAnalysisHeatmap",
        tags: ["Analyses"],
        summary:
          kind === "image"
            ? "The stored image (orientation applied, metadata removed)"
            : "The attention heatmap PNG, the size of the image",
        description:
          "Send the Bearer token, or use the signed link from the analysis as an `<img>` source. Served as stored, never re-encoded.",
        security: [{ bearer: [] }, {}],
      },
      response: {
        200: t.File({ description: kind === "image" ? "image/jpeg, image/png or image/webp" : "image/png" }),
        ...errors(400, 401, 403, 404),
      },
    },
  );
