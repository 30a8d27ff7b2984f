import { need, type Stage } from "./context.ts";

/** Faces, people and objects, when a detector is loaded (the worker loads one; tests may not). */
export const peopleStage: Stage = {
  name: "people",
  needs: ["decode"],
  async run(ctx) {
    const detect = ctx.options.detect;
    ctx.people = { detections: detect ? await detect(need(ctx, "image").work) : null };
  },
};
