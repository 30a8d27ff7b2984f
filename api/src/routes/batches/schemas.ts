import { t } from "elysia";
import { AnalysisStatusSchema } from "../analyses/schemas.ts";
import { Int, Nullable } from "../schema.ts";

export const BatchSchema = t.Object(
  {
    id: t.String({ format: "uuid" }),
    status: t.UnionEnum(["queued", "running", "completed"], {
      description: "completed once every item is done or failed",
    }),
    created_at: t.String({ format: "date-time" }),
    completed_at: Nullable(t.String({ format: "date-time" })),
    total: Int(),
    counts: t.Object({ queued: Int(), running: Int(), done: Int(), failed: Int() }),
    items: t.Array(
      t.Object({
        id: t.String({ format: "uuid", description: "The analysis id: GET /v1/analyses/{id} once done" }),
        filename: t.String(),
        status: AnalysisStatusSchema,
        error: Nullable(t.Object({ code: t.String(), message: t.String() })),
      }),
      { description: "One analysis per image, in the order they were sent" },
    ),
  },
  { title: "Batch" },
);

export const BatchIdParams = t.Object({
  id: t.String({ format: "uuid", error: "id must be a UUID", description: "The batch id" }),
});
