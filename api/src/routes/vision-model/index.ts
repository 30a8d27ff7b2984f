import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { deleteVisionModelRoute } from "./delete-vision-model.ts";
import { getVisionModelRoute } from "./get-vision-model.ts";
import { setVisionModelRoute } from "./set-vision-model.ts";
import { testVisionModelRoute } from "./test-vision-model.ts";

/** A workspace's own OpenAI-compatible vision model (Enterprise). */
export function visionModelRoutes(deps: AppDeps) {
  return new Elysia()
    .use(getVisionModelRoute(deps))
    .use(setVisionModelRoute(deps))
    .use(deleteVisionModelRoute(deps))
    .use(testVisionModelRoute(deps));
}
