import { t } from "elysia";
import { Int } from "../schema.ts";

export const ProjectSchema = t.Object(
  {
    id: t.String({ format: "uuid" }),
    name: t.String(),
    archived: t.Boolean({ description: "Archived projects are hidden from the list unless `archived=true`" }),
    analyses: Int({ description: "How many analyses are filed in it" }),
    created_at: t.String({ format: "date-time" }),
  },
  { title: "Project" },
);

export const ProjectIdParams = t.Object({
  id: t.String({ format: "uuid", error: "id must be a UUID", description: "The project's id" }),
});
