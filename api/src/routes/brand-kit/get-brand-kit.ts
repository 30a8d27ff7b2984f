import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { getBrandKit, requireBrandKitPlan } from "../../services/brand-fit/kit.ts";
import { BrandKitSchema } from "./schemas.ts";

export const getBrandKitRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .get(
      "/v1/brand-kit",
      async ({ workspace }) => {
        await requireBrandKitPlan(deps, workspace.id);
        return getBrandKit(deps.db, workspace.id);
      },
      {
        workspace: "analyses.read",
        detail: {
          operationId: "getBrandKit",
          tags: ["Brand kit"],
          summary: "The workspace's brand kit: names, colours, required texts, competitors, logos (Enterprise)",
          description: "Every role may read it. An unsaved kit is empty, with `updated_at` null.",
        },
        response: { 200: BrandKitSchema, ...errors(400, 401, 403, 404) },
      },
    );
