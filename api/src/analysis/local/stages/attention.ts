import type { AttentionMeasure, Box } from "../../result.ts";
import { type AttentionMap, attentionMap, attentionMethod } from "../attention.ts";
import type { Decoded } from "../raster.ts";
import { attentionShare, focusScore, heatmapPng, peak } from "../saliency.ts";
import { need, type Roles, type Stage } from "./context.ts";

const round3 = (v: number) => Math.round(v * 1000) / 1000;

/**
 * Predicted attention: the blend of pop-out, colour contrast, text, faces, people and the centre
 * (`ATTENTION_WEIGHTS`), how much of it the CTA and headline get, and the heatmap.
 */
export const attentionStage: Stage = {
  name: "attention",
  needs: ["decode", "text", "brand_cta", "people"],
  async run(ctx) {
    const image = need(ctx, "image");
    const map = await attentionMap(image.work, {
      elements: need(ctx, "people").detections?.elements ?? [],
      text: need(ctx, "text").map,
    });
    ctx.attention = {
      map,
      measure: measureAttention(map, image, need(ctx, "roles")),
      heatmapPng: await heatmapPng(map, image.width, image.height),
    };
  },
};

export function measureAttention(map: AttentionMap, image: Decoded, roles: Roles): AttentionMeasure {
  const share = (b: Box) => round3(attentionShare(map, b, image.work.width, image.work.height));
  const p = peak(map);
  return {
    focus: Math.round(focusScore(map.popout) * 100) / 100,
    cta_share: roles.ctaArea ? share(roles.ctaArea) : null,
    headline_share: roles.headlinePhrase ? share(roles.headlinePhrase.box) : null,
    peak: { x: Math.round(p.x * image.width), y: Math.round(p.y * image.height) },
    method: attentionMethod(),
  };
}
