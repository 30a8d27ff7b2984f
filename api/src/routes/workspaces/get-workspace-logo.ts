import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { ApiError, errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { NO_LOGO, readWorkspaceLogo } from "../../services/workspaces/logo.ts";
import { WorkspaceIdParams } from "./schemas.ts";

export const getWorkspaceLogoRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .get(
      "/v1/workspaces/:id/logo",
      async ({ workspace }) => {
        const png = await readWorkspaceLogo(deps, workspace.id);
        if (!png) throw new ApiError("not_found", NO_LOGO);
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
        workspace: { action: "workspace.read", from: "path" },
        params: WorkspaceIdParams,
        detail: {
          operationId: "getWorkspaceLogo",
          tags: ["Workspaces"],
          summary: "The logo on the workspace's client reports, as the PNG it was stored as",
          description: "`404` when no logo is set (see `has_logo` on the workspace).",
        },
        response: {
          200: t.File({ description: "image/png", "x-media-types": ["image/png"] }),
          ...errors(400, 401, 403, 404),
        },
      },
    );
