import { type IntegerOptions, type SchemaOptions, type TSchema, Type } from "@sinclair/typebox";
import { type DocumentDecoration, t } from "elysia";
import { ApiError } from "../errors.ts";

/**
 * A plain integer for response bodies. Elysia's `t.Integer` also accepts numeric strings (so
 * query parameters coerce) and documents itself as `string | integer`, which would type every
 * count in the generated SDK as a string-or-number. Inputs keep `t.Integer`.
 */
export const Int = (options?: IntegerOptions) => Type.Integer(options);

/**
 * `T | null`. Elysia's `t.Nullable` also writes OpenAPI 3.0's `nullable: true`, which is not a
 * keyword in 3.1; this documents the same union as `type: [T, "null"]` only.
 */
export const Nullable = <T extends TSchema>(schema: T, options?: SchemaOptions) =>
  Type.Union([schema, Type.Null()], options);

/**
 * A request body of a multipart `file` (an image to analyse, a logo) and any `more` fields, read
 * by hand so its size is limited while streaming; `otherMedia` adds other media types the
 * operation takes. A new object for each operation: the document adds each operation's own
 * example to it.
 */
export const fileUploadBody = (
  description: string,
  more: Record<string, unknown> = {},
  otherMedia: Record<string, { schema: Record<string, unknown> }> = {},
): NonNullable<DocumentDecoration["requestBody"]> => ({
  required: true,
  content: {
    "multipart/form-data": {
      schema: {
        type: "object",
        required: ["file"],
        properties: { file: { type: "string", format: "binary", description }, ...more },
      },
    },
    ...otherMedia,
  },
});

/** A logo upload's body: the workspace's report logo, a brand kit's logos. */
export const logoUploadBody = () => fileUploadBody("PNG, JPEG or WebP, at most 512 KB");

/** `limit` and `cursor` of a cursor-paginated list. */
export const PageQuery = {
  limit: t.Optional(t.Integer({ description: "1 to 100", default: 20 })),
  cursor: t.Optional(
    t.String({ maxLength: 1000, description: "The `next_cursor` of the previous page; leave out for the first page" }),
  ),
};

/** `project`: narrows a list, an export, analytics or a report to the analyses filed in one project. */
export const ProjectQuery = {
  project: t.Optional(
    t.String({ format: "uuid", error: "project: a project id", description: "Only analyses filed in this project" }),
  ),
};

/** The page size asked for; checked here rather than in the schema so the error names the field. */
export function pageLimit(limit: number | undefined): number {
  const value = limit ?? 20;
  if (value < 1 || value > 100) {
    throw new ApiError("validation_failed", "limit: must be from 1 to 100", { field: "limit" });
  }
  return value;
}
