/** A parsed JSON object of unknown shape (a document or a body the types do not describe). */
export type Json = Record<string, unknown>;

export function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
