import type { AttentionMeasure, ClarityMeasure, CtaMeasure, PlacementFit } from "../result.ts";
import { STORY_UNSAFE_BOTTOM, STORY_UNSAFE_TOP } from "./placement.ts";

export interface AdviceInput {
  width: number;
  height: number;
  cta: CtaMeasure | null;
  headline: { text: string; contrast: number | null } | null;
  clarity: ClarityMeasure;
  attention: AttentionMeasure;
  placements: PlacementFit[];
  brand_name: string | null;
  faces: number;
}

const pct = (v: number) => `${Math.round(v * 100)}%`;

/** Recommendations that each name the measurement behind them, and the strengths to keep. */
export function advise(a: AdviceInput): { recommendations: string[]; strengths: string[] } {
  const recommendations: string[] = [];
  const strengths: string[] = [];

  if (!a.cta) {
    recommendations.push(
      "No call to action was found in the text; add one such as “Shop now” or “Learn more” on a contrasting button.",
    );
  } else {
    if (a.cta.contrast !== null && a.cta.contrast < 4.5) {
      recommendations.push(
        `CTA contrast is ${a.cta.contrast}:1; WCAG AA needs 4.5:1. Darken the text or change the button colour.`,
      );
    } else if (a.cta.contrast !== null) {
      strengths.push(`The CTA “${a.cta.text}” has a contrast of ${a.cta.contrast}:1, which passes WCAG AA (4.5:1).`);
    }
    if (!a.cta.button) {
      recommendations.push(`The CTA “${a.cta.text}” is plain text; put it on a button so it reads as an action.`);
    }
    if (a.attention.cta_share !== null && a.attention.cta_share < 0.04) {
      recommendations.push(
        `Only ${pct(a.attention.cta_share)} of predicted attention falls on the CTA; make it larger or give it more space.`,
      );
    }
  }

  if (!a.headline) {
    recommendations.push("No readable headline was found; state the offer in a short, large line of text.");
  } else if (a.headline.contrast !== null && a.headline.contrast < 3) {
    recommendations.push(
      `Headline contrast is ${a.headline.contrast}:1; WCAG AA needs 3:1 for large text (4.5:1 for body text).`,
    );
  } else if (a.headline.contrast !== null && a.headline.contrast >= 7) {
    strengths.push(`The headline “${a.headline.text}” is highly legible (contrast ${a.headline.contrast}:1).`);
  }

  const c = a.clarity;
  if (c.word_count > 20) {
    recommendations.push(`The ad carries ${c.word_count} words; keep it to about 12 so it reads at a glance.`);
  } else if (c.word_count > 0 && c.word_count <= 12) {
    strengths.push(`The message is short (${c.word_count} words).`);
  }
  if (c.text_coverage > 20) {
    recommendations.push(
      `Text covers ${c.text_coverage}% of the image; keep it under 20% so the visual carries the ad.`,
    );
  }
  if (c.clutter > 0.6) {
    recommendations.push(
      `Visual clutter is high (edge density ${pct(c.edge_density)}, colour entropy ${c.color_entropy} bits); simplify the background behind the message.`,
    );
  } else if (c.clutter < 0.3) {
    strengths.push("The layout is clean, with little visual clutter.");
  }
  if (a.attention.focus >= 0.35) strengths.push(`Attention is concentrated (focus ${a.attention.focus.toFixed(2)}).`);

  if (a.placements.length === 0) {
    recommendations.push(
      `${a.width}×${a.height} matches no standard placement; export at 1080×1080 or 1080×1350 for feeds, or an IAB size such as 300×250.`,
    );
  } else {
    strengths.push(`Fits ${a.placements.map((p) => p.name).join(", ")}.`);
  }
  for (const p of a.placements) {
    if (!p.exact) {
      recommendations.push(
        `${a.width}×${a.height} is a pixel or two off ${p.name}; export at the exact size, since ad servers and screens reject other sizes.`,
      );
    }
    if (p.text_in_unsafe_zone) {
      recommendations.push(
        `Text sits in the top ${pct(STORY_UNSAFE_TOP)} or bottom ${pct(STORY_UNSAFE_BOTTOM)} of the 9:16 frame, which the app UI covers; move it toward the centre.`,
      );
    }
  }
  if (!a.brand_name) recommendations.push("No brand wordmark was read; make the brand name or logo clearly visible.");
  if (a.faces > 0) strengths.push(`Shows ${a.faces === 1 ? "a face" : `${a.faces} faces`}, which draws attention.`);
  return { recommendations, strengths };
}
