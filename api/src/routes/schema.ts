import { type IntegerOptions, type SchemaOptions, type TSchema, Type } from "@sinclair/typebox";

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
