import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { deleteKitLogo } from "../../services/brand-fit/kit.ts";
import { LogoIdParams } from "./schemas.ts";

export const deleteBrandKitLogoRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .delete(
      "/v1/brand-kit/logos/:id",
      async ({ principal, workspace, params, set }) => {
        await deleteKitLogo(deps, workspace.id, principal, params.id);
        set.status = 204;
        return null;
      },
      {
        workspace: "brand_kit.manage",
        params: LogoIdParams,
        detail: {
          operationId: "deleteBrandKitLogo",
          tags: ["Brand kit"],
          summary: "Remove a logo image from the brand kit (owners and admins)",
          description:
            "Works on any plan, so logos added on Enterprise can be removed after a downgrade. Audit-logged.",
        },
        response: { 204: t.Null(), ...errors(400, 401, 403, 404) },
      },
    );
