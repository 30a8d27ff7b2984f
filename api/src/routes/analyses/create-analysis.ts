import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { idempotencyPlugin } from "../../plugins/idempotency.ts";
import { createAnalysis } from "../../services/analyses/create.ts";
import { loadSourceImage } from "../../services/analyses/source.ts";
import { readUpload } from "../../services/images/upload.ts";
import { uploadProject } from "../../services/projects/projects.ts";
import { fileUploadBody } from "../schema.ts";
import { AnalysisRef, AnalysisStateSchema } from "./schemas.ts";

const projectId = {
  type: "string",
  format: "uuid",
  description: "File the analysis in this project of the workspace (archived ones included) from the moment it exists",
} as const;

const requestBody = fileUploadBody(
  "JPEG, PNG or WebP, at most 10 MB",
  { filename: { type: "string", description: "Display name; defaults to the file's name" }, project_id: projectId },
  {
    "application/json": {
      schema: {
        type: "object",
        required: ["image_url"],
        properties: {
          image_url: { type: "string", format: "uri", description: "A public http(s) image URL" },
          filename: { type: "string" },
          project_id: projectId,
        },
      },
    },
  },
);

export const createAnalysisRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .use(idempotencyPlugin(deps))
    .post(
      "/v1/analyses",
      async ({ principal, workspace, request, set }) => {
        const source = await readUpload(
          request.headers.get("content-type"),
          request.headers.get("content-length"),
          request.body,
        );
        // Checked before the image is fetched or anything counted: a wrong project costs nothing.
        const projectId = await uploadProject(deps.db, workspace.id, source.projectId);
        const { image, filename } = await loadSourceImage(deps, source);
        const created = await createAnalysis(deps, {
          workspaceId: workspace.id,
          userId: principal.userId,
          image,
          filename,
          projectId,
          signal: request.signal,
        });
        if ("pending" in created) {
          set.status = 202;
          return created.pending;
        }
        set.status = 201;
        return created.item;
      },
      {
        workspace: "analyses.create",
        idempotent: true,
        // The body is read by hand so its size is limited while streaming (see readUpload).
        parse: "none",
        detail: {
          operationId: "createAnalysis",
          tags: ["Analyses"],
          summary: "Upload an image (multipart `file`) or an image URL (JSON) and analyse it",
          description:
            "Counts against the monthly quota; a failed analysis is not counted. With `project_id` the analysis is filed in that project as it is stored (404 if it is not a project of this workspace, checked before anything is fetched or counted). EXIF orientation is applied and all metadata, GPS included, is removed before the image is stored. The analysis runs as a job ahead of all batch work and the request waits for it; if it takes longer than the instance's wait (ANALYSIS_WAIT_SECONDS, 2 minutes by default) the answer is 202 with the analysis `status`, to be read again with GET /v1/analyses/{id}.",
          requestBody,
        },
        response: {
          201: AnalysisRef,
          202: AnalysisStateSchema,
          ...errors(400, 401, 403, 404, 409, 413, 415, 422, 429, 502),
        },
      },
    );
