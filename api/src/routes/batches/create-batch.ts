import { type DocumentDecoration, Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { idempotencyPlugin } from "../../plugins/idempotency.ts";
import { createBatch } from "../../services/batches/batches.ts";
import { readBatch } from "../../services/batches/read-batch.ts";
import { uploadProject } from "../../services/projects/projects.ts";
import { BatchSchema } from "./schemas.ts";

const projectId = {
  type: "string",
  format: "uuid",
  description:
    "File every analysis of the batch in this project of the workspace (archived ones included) from the moment it exists",
} as const;

const requestBody: NonNullable<DocumentDecoration["requestBody"]> = {
  required: true,
  content: {
    "multipart/form-data": {
      schema: {
        type: "object",
        required: ["files"],
        properties: {
          files: {
            type: "array",
            items: { type: "string", format: "binary" },
            description: "Repeat the `files` field once per image (JPEG, PNG or WebP, at most 10 MB each)",
          },
          project_id: projectId,
        },
      },
    },
    "application/json": {
      schema: {
        type: "object",
        required: ["images"],
        properties: {
          images: {
            type: "array",
            items: {
              type: "object",
              required: ["image_url"],
              properties: { image_url: { type: "string", format: "uri" }, filename: { type: "string" } },
            },
          },
          project_id: projectId,
        },
      },
    },
  },
};

export const createBatchRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .use(idempotencyPlugin(deps))
    .post(
      "/v1/batches",
      async ({ principal, workspace, request, set }) => {
        const read = await readBatch(request.headers.get("content-type"), request.body, deps.config.maxBodyBytes);
        // Checked before any image is prepared or anything counted: a wrong project costs nothing.
        const projectId = await uploadProject(deps.db, workspace.id, read.projectId);
        const batch = await createBatch(deps, {
          workspaceId: workspace.id,
          userId: principal.userId,
          projectId,
          images: await read.images(),
          field: read.field,
        });
        set.status = 202;
        return batch;
      },
      {
        workspace: "analyses.create",
        idempotent: true,
        parse: "none",
        detail: {
          operationId: "createBatch",
          tags: ["Batches"],
          summary: "Queue many images for analysis at once; answers at once with one analysis id per image",
          description:
            "Up to the plan's batch cap (Free 10, Basic 300, Pro 20, Enterprise 100). The monthly quota for every image is reserved at once (or the batch is refused with 429); each image's upload is counted when its analysis is stored and given back if it fails. A multipart batch is bounded by the instance's body limit in total; send larger sets as `image_url` items, which the workers fetch. With `project_id` every analysis is filed in that project as it is stored (404 if it is not a project of this workspace, checked before any image is read or quota reserved). Follow progress with GET /v1/batches/{id} or a `batch.completed` webhook.",
          requestBody,
        },
        response: { 202: BatchSchema, ...errors(400, 401, 403, 404, 409, 413, 415, 422, 429) },
      },
    );
