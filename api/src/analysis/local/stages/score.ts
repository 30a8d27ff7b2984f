import { clarity } from "../clarity.ts";
import { effectiveness, scoreBreakdown } from "../score.ts";
import { need, type Stage } from "./context.ts";

/** Message clarity and the weighted score out of 10, each factor with its evidence. */
export const scoreStage: Stage = {
  name: "score",
  needs: ["decode", "colour", "layout", "brand_cta", "attention"],
  run(ctx) {
    const image = need(ctx, "image");
    const colour = need(ctx, "colour");
    const layout = need(ctx, "layout");
    const roles = need(ctx, "roles");
    const clarityMeasure = clarity({
      word_count: layout.words.length,
      text_coverage: layout.coverage,
      headline_contrast: roles.headline?.contrast ?? null,
      edge_density: colour.edgeDensity,
      color_entropy: colour.clusters.entropy,
    });
    const breakdown = scoreBreakdown({
      cta: roles.cta,
      headline:
        roles.headline && roles.headlinePhrase
          ? { ...roles.headline, heightShare: roles.headlinePhrase.size / image.work.height }
          : null,
      clarity: clarityMeasure,
      attention: need(ctx, "attention").measure,
      palette: colour.palette,
      placements: layout.placements,
      brand_name: roles.brandName,
    });
    ctx.score = { clarity: clarityMeasure, breakdown, effectiveness: effectiveness(breakdown) };
  },
};
