import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { putBrandKit, requireBrandKitPlan } from "../../services/brand-fit/kit.ts";
import { BrandKitInputSchema, BrandKitSchema } from "./schemas.ts";

export const putBrandKitRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .put(
      "/v1/brand-kit",
      async ({ principal, workspace, body }) => {
        await requireBrandKitPlan(deps, workspace.id);
        return putBrandKit(deps, workspace.id, principal, body);
      },
      {
        workspace: "brand_kit.manage",
        body: BrandKitInputSchema,
        detail: {
          operationId: "putBrandKit",
          tags: ["Brand kit"],
          summary: "Replace the workspace's brand kit (owners and admins, Enterprise)",
          description:
            "Entries are trimmed and de-duplicated ignoring case. A competitor left out loses its logo images. Audit-logged as `brand_kit.updated`. Every analysis's `GET /v1/analyses/{id}/brand-fit` reads the kit as it is now.",
        },
        response: { 200: BrandKitSchema, ...errors(400, 401, 403, 404) },
      },
    );
