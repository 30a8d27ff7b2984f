import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { base } from "../../plugins/base.ts";
import { openShareLink } from "../../services/share-links/share-links.ts";
import { SharedSchema } from "./schemas.ts";

export const getSharedRoute = (deps: AppDeps) =>
  new Elysia().use(base).get(
    "/v1/shared/:token",
    async ({ params, set }) => {
      set.headers["cache-control"] = "no-store";
      set.headers["referrer-policy"] = "no-referrer";
      return openShareLink(deps, params.token);
    },
    {
      params: t.Object({
        token: t.String({
          minLength: 1,
          maxLength: 128,
          error: "token: the secret from a share link",
          description: "The secret part of the share link",
        }),
      }),
      detail: {
        operationId: "getShared",
        tags: ["Share links"],
        summary: "Open a share link without an account: the shared analyses, read-only",
        description:
          "Images and heatmaps come as short-lived signed links. An unknown, expired or revoked link answers 404, the same for each.",
      },
      response: { 200: SharedSchema, ...errors(400, 404) },
    },
  );
