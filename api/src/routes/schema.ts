import { type IntegerOptions, Type } from "@sinclair/typebox";

/**
 * A plain integer for response bodies. Elysia's `t.Integer` also accepts numeric strings (so
 * query parameters coerce) and documents itself as `string | integer`, which would type every
 * count in the generated SDK as a string-or-number. Inputs keep `t.Integer`.
 */
export const Int = (options?: IntegerOptions) => Type.Integer(options);
