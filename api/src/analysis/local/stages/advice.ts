import { advise } from "../advice.ts";
import { need, type Stage } from "./context.ts";

/** Recommendations and strengths, each naming the measurement behind it. */
export const adviceStage: Stage = {
  name: "advice",
  needs: ["decode", "layout", "brand_cta", "people", "attention", "score"],
  run(ctx) {
    const image = need(ctx, "image");
    const roles = need(ctx, "roles");
    ctx.advice = advise({
      width: image.width,
      height: image.height,
      cta: roles.cta,
      headline: roles.headline,
      clarity: need(ctx, "score").clarity,
      attention: need(ctx, "attention").measure,
      placements: need(ctx, "layout").placements,
      brand_name: roles.brandName,
      faces: need(ctx, "people").detections?.faces ?? 0,
    });
  },
};
