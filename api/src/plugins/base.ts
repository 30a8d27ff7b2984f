import { Elysia } from "elysia";
import { ERROR_MODELS, ErrorBody } from "../errors.ts";
import { ANALYSIS_MODELS } from "../routes/analyses/schemas.ts";

/**
 * Shared models every route module uses. Named, so Elysia registers it once however many
 * route modules `.use()` it.
 */
export const base = new Elysia({ name: "adlens.base" }).model({
  Error: ErrorBody,
  ...ERROR_MODELS,
  ...ANALYSIS_MODELS,
});
