import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { addKitLogo, requireBrandKitPlan } from "../../services/brand-fit/kit.ts";
import { normaliseLogo, readLogoUpload } from "../../services/workspaces/logo.ts";
import { logoUploadBody } from "../schema.ts";
import { KitLogoSchema } from "./schemas.ts";

export const addBrandKitLogoRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .post(
      "/v1/brand-kit/logos",
      async ({ principal, workspace, request, query, set }) => {
        await requireBrandKitPlan(deps, workspace.id);
        const png = await normaliseLogo(await readLogoUpload(request.headers.get("content-type"), request.body));
        const logo = await addKitLogo(deps, workspace.id, principal, query.competitor ?? null, png);
        set.status = 201;
        return logo;
      },
      {
        workspace: "brand_kit.manage",
        query: t.Object({
          competitor: t.Optional(
            t.String({ maxLength: 100, description: "Whose logo it is: a competitor of the kit; omit for your own" }),
          ),
        }),
        parse: "none",
        detail: {
          operationId: "addBrandKitLogo",
          tags: ["Brand kit"],
          summary: "Add a logo image of the brand or of one of its competitors (owners and admins, Enterprise)",
          description:
            "Multipart `file`, checked like the workspace logo (PNG, JPEG or WebP, ≤ 512 KB, ≥ 16 px). Crop it to the logo: a transparent background is ignored when matching, any other is part of the logo. At most 20 per kit. Audit-logged.",
          requestBody: logoUploadBody(),
        },
        response: { 201: KitLogoSchema, ...errors(400, 401, 403, 404, 413, 415, 422) },
      },
    );
