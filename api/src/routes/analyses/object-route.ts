import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { ApiError, errors } from "../../errors.ts";
import { matchesEtag, NotModified, notModified, weakEtag } from "../../http/conditional.ts";
import {
  ANY_CREDENTIAL,
  meterCredential,
  requestedWorkspace,
  resolvePrincipal,
  UNAUTHORIZED,
  WorkspaceHeaders,
  WorkspaceQuery,
} from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { readAnalysisObject } from "../../services/analyses/objects.ts";
import { type ObjectKind, verifyObjectSignature } from "../../services/analyses/signed-url.ts";
import { shareLinkServes } from "../../services/share-links/share-links.ts";
import { resolveWorkspace } from "../../services/workspaces/context.ts";
import { IdParams } from "./schemas.ts";

const Query = t.Object({
  ...WorkspaceQuery.properties,
  expires: t.Optional(t.Numeric({ description: "Unix time the signed link stops working" })),
  share: t.Optional(
    t.String({ format: "uuid", description: "The share link that handed out this signed link, if one did" }),
  ),
  sig: t.Optional(
    t.String({
      maxLength: 128,
      description: "HMAC signature from the image_url, heatmap_url or thumbnail_url of an analysis",
    }),
  ),
});

const SHARED_MAX_AGE = 60;

const DOCS: Record<ObjectKind, { operationId: string; summary: string; types: string[] }> = {
  image: {
    operationId: "getAnalysisImage",
    summary: "The stored image (orientation applied, metadata removed)",
    types: ["image/jpeg", "image/png", "image/webp"],
  },
  heatmap: {
    operationId: "getAnalysisHeatmap",
    summary: "The attention heatmap PNG overlay (the image's aspect ratio, ≤ 512 px)",
    types: ["image/png"],
  },
  thumbnail: {
    operationId: "getAnalysisThumbnail",
    summary: "A WebP preview about 480 px wide, for galleries and comparisons",
    types: ["image/webp"],
  },
};

/**
 * GET /v1/analyses/{id}/image, /heatmap and /thumbnail. A member of the workspace may send a Bearer token; an
 * `<img>` uses the signed link from the analysis instead. Objects are served as what was stored, never sniffed.
 */
export const objectRoute = (deps: AppDeps, kind: ObjectKind) =>
  new Elysia().use(base).get(
    `/v1/analyses/:id/${kind}`,
    async ({ params, query, request, set }) => {
      let workspaceId: string | null = null;
      let maxAge = 300;
      if (query.sig !== undefined && query.expires !== undefined) {
        const remaining = verifyObjectSignature(
          deps.config.jwtSecret,
          { id: params.id, kind, expires: query.expires, sig: query.sig, share: query.share },
          deps.now(),
        );
        const live = remaining !== null && (!query.share || (await shareLinkServes(deps, query.share, params.id)));
        if (!live) throw new ApiError("unauthorized", "This link has expired or is not valid.");
        // A browser's copy of a shared image outlives a revocation by at most a minute.
        maxAge = query.share ? Math.min(remaining, SHARED_MAX_AGE) : remaining;
      } else {
        const principal = await resolvePrincipal(deps, request.headers.get("authorization"));
        if (!principal) throw new ApiError("unauthorized", UNAUTHORIZED);
        await meterCredential(deps, principal, set.headers);
        workspaceId = (await resolveWorkspace(deps, principal, requestedWorkspace(request), "analyses.read")).id;
      }
      const object = await readAnalysisObject(deps, params.id, kind, { workspaceId });
      // A thumbnail never changes for its analysis: the browser may keep it as long as the link lives.
      const cacheControl =
        kind === "thumbnail" ? `private, max-age=${maxAge}, immutable` : `private, max-age=${Math.min(maxAge, 3600)}`;
      const etag = weakEtag(object.body);
      if (matchesEtag(request, etag)) return notModified(etag, { "cache-control": cacheControl });
      return new Response(object.body, {
        headers: {
          etag,
          "content-type": object.contentType,
          "content-length": String(object.body.byteLength),
          "cache-control": cacheControl,
          "x-content-type-options": "nosniff",
          "content-security-policy": "default-src 'none'; sandbox",
          "cross-origin-resource-policy": "same-origin",
        },
      });
    },
    {
      params: IdParams,
      query: Query,
      headers: WorkspaceHeaders,
      detail: {
        operationId: DOCS[kind].operationId,
        tags: ["Analyses"],
        summary: DOCS[kind].summary,
        description:
          "Send the Bearer token, or use the signed link from the analysis as an `<img>` source. Served as stored, never re-encoded.",
        security: [...ANY_CREDENTIAL, {}],
      },
      response: {
        200: t.File({ description: DOCS[kind].types.join(", "), "x-media-types": DOCS[kind].types }),
        304: NotModified,
        ...errors(400, 401, 403, 404),
      },
    },
  );
