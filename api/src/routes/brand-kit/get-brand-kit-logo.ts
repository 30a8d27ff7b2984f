import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { readKitLogo, requireBrandKitPlan } from "../../services/brand-fit/kit.ts";
import { LogoIdParams } from "./schemas.ts";

export const getBrandKitLogoRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .get(
      "/v1/brand-kit/logos/:id",
      async ({ workspace, params }) => {
        await requireBrandKitPlan(deps, workspace.id);
        const png = await readKitLogo(deps, workspace.id, params.id);
        return new Response(png as Uint8Array<ArrayBuffer>, {
          headers: {
            "content-type": "image/png",
            "content-length": String(png.byteLength),
            "cache-control": "private, no-cache",
            "x-content-type-options": "nosniff",
            "content-security-policy": "default-src 'none'; sandbox",
          },
        });
      },
      {
        workspace: "analyses.read",
        params: LogoIdParams,
        detail: {
          operationId: "getBrandKitLogo",
          tags: ["Brand kit"],
          summary: "One logo image of the brand kit, as the PNG it was stored as (Enterprise)",
          description: "Every role may read it.",
        },
        response: {
          200: t.File({ description: "image/png", "x-media-types": ["image/png"] }),
          ...errors(400, 401, 403, 404),
        },
      },
    );
