import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { normaliseLogo, readLogoUpload, requireWhiteLabel, setWorkspaceLogo } from "../../services/workspaces/logo.ts";
import { workspaceView } from "../../services/workspaces/workspaces.ts";
import { logoUploadBody } from "../schema.ts";
import { WorkspaceIdParams, WorkspaceSchema } from "./schemas.ts";

export const setWorkspaceLogoRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .put(
      "/v1/workspaces/:id/logo",
      async ({ principal, workspace, request }) => {
        await requireWhiteLabel(deps, workspace.id);
        const png = await normaliseLogo(await readLogoUpload(request.headers.get("content-type"), request.body));
        await setWorkspaceLogo(
          deps,
          { workspaceId: workspace.id, workspaceName: workspace.name, actor: principal },
          png,
        );
        return workspaceView(deps, workspace);
      },
      {
        workspace: { action: "workspace.update", from: "path" },
        params: WorkspaceIdParams,
        // The body is read by hand so its size is limited while streaming.
        parse: "none",
        detail: {
          operationId: "setWorkspaceLogo",
          tags: ["Workspaces"],
          summary: "Set the logo on the workspace's client reports (owners and admins, Enterprise)",
          description:
            "Multipart `file`: a PNG, JPEG or WebP of at most 512 KB and at least 16 px each way. It is decoded completely (a truncated or disguised file is `422 invalid_image` or `415`), stripped of metadata and stored as a PNG fitted into 1200×400. Replaces any earlier logo. White-label reports are an Enterprise feature (`403 plan_required`).",
          requestBody: logoUploadBody(),
        },
        response: { 200: WorkspaceSchema, ...errors(400, 401, 403, 404, 413, 415, 422) },
      },
    );
