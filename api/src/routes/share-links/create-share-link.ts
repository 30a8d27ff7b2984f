import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { JSON_BODY } from "../../http/json-body.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { idempotencyPlugin } from "../../plugins/idempotency.ts";
import { createShareLink } from "../../services/share-links/share-links.ts";
import { Int } from "../schema.ts";
import { ShareLinkSchema } from "./schemas.ts";

export const createShareLinkRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .use(idempotencyPlugin(deps))
    .post(
      "/v1/share-links",
      async ({ principal, workspace, body, set }) => {
        const link = await createShareLink(deps, workspace.id, principal, {
          analysisIds: body.analysis_ids,
          expiresInDays: body.expires_in_days,
        });
        set.status = 201;
        return link;
      },
      {
        workspace: "share_links.write",
        parse: JSON_BODY,
        idempotent: true,
        body: t.Object({
          analysis_ids: t.Array(t.String({ format: "uuid" }), {
            minItems: 1,
            maxItems: 4,
            error: "analysis_ids: 1 analysis, or 2 to 4 to compare",
          }),
          expires_in_days: t.Optional(Int({ minimum: 1, maximum: 90, error: "expires_in_days: 1 to 90" })),
        }),
        detail: {
          operationId: "createShareLink",
          tags: ["Share links"],
          summary: "A read-only public link to one analysis, or 2 to 4 to compare (members and above)",
          description:
            "Anyone with the link sees the image, heatmap, scores and recommendations of those analyses, and nothing else of the workspace, until it expires (7 days by default, at most 90) or is revoked. The url is shown only in this answer.",
        },
        response: { 201: ShareLinkSchema, ...errors(400, 401, 403, 404, 409) },
      },
    );
