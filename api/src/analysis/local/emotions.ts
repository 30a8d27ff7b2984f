import type { EmotionMeasure, ToneMeasure } from "../result.ts";
import type { Cluster } from "./palette.ts";

/**
 * Colour tone of the palette, weighted by pixel share: warmth from the CIELAB hue angle (reds,
 * oranges and yellows warm; blues and greens cool), saturation from chroma, brightness from L*.
 */
export function toneOf(clusters: Cluster[]): ToneMeasure {
  let w = 0;
  let warm = 0;
  let chroma = 0;
  let light = 0;
  for (const c of clusters) {
    const [L, a, b] = c.lab;
    const C = Math.hypot(a, b);
    const hue = Math.atan2(b, a);
    // cos(hue − 60°): +1 at orange, −1 at blue; scaled by how colourful the colour is.
    warm += c.share * Math.cos(hue - Math.PI / 3) * Math.min(1, C / 40);
    chroma += c.share * C;
    light += c.share * L;
    w += c.share;
  }
  const r2 = (v: number) => Math.round(v * 100) / 100;
  return {
    warmth: r2(w > 0 ? warm / w : 0),
    saturation: r2(Math.min(1, w > 0 ? chroma / w / 70 : 0)),
    brightness: r2(w > 0 ? light / w / 100 : 0),
  };
}

/** The documented colour-psychology mapping (docs/analysis.md): tone → emotional register. */
export function colourEmotions(t: ToneMeasure): EmotionMeasure[] {
  const out: EmotionMeasure[] = [];
  const add = (emotion: string, strength: number) => {
    if (strength > 0.2) out.push({ emotion, strength: Math.round(Math.min(1, strength) * 100) / 100, basis: "colour" });
  };
  add("Excitement", t.warmth * t.saturation * 2);
  add("Warmth", t.warmth * (1 - t.saturation) * 1.5);
  add("Trust", -t.warmth * (0.5 + t.saturation));
  add("Calm", (1 - t.saturation) * t.brightness * (t.warmth <= 0.2 ? 1 : 0.5));
  add("Energy", t.saturation * 1.2 - 0.2);
  add("Sophistication", (1 - t.brightness) * (1 - t.saturation) * 1.5);
  add("Cheerfulness", t.brightness * t.saturation * (t.warmth > 0 ? 1.6 : 0.8));
  return out.sort((a, b) => b.strength - a.strength || a.emotion.localeCompare(b.emotion));
}
