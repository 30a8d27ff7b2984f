import { advise } from "../advice.ts";
import { channelOf, screenOrStory } from "../placement.ts";
import { need, type Stage } from "./context.ts";

/** Recommendations and strengths, each naming the measurement behind it. */
export const adviceStage: Stage = {
  name: "advice",
  needs: ["decode", "layout", "brand_cta", "people", "attention", "score"],
  run(ctx) {
    const image = need(ctx, "image");
    const roles = need(ctx, "roles");
    const layout = need(ctx, "layout");
    const ad = { hasCta: roles.cta !== null };
    const score = need(ctx, "score");
    ctx.advice = advise({
      width: image.width,
      height: image.height,
      channel: channelOf(layout.placements, ad),
      screenOrStory: screenOrStory(layout.placements, ad),
      cta: roles.cta,
      headline: roles.headline,
      clarity: score.clarity,
      attention: need(ctx, "attention").measure,
      placements: layout.placements,
      brand_name: roles.brandName,
      faces: need(ctx, "people").detections?.faces ?? 0,
      people: need(ctx, "people").detections?.elements.filter((e) => e.kind === "person").length ?? 0,
      unread: score.unread,
    });
  },
};
