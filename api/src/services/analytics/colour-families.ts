/**
 * Colours grouped the way people talk about them. Exact hex values almost never repeat between
 * ads (#1D3557 and #1D3558 are one navy), so counting them says little; families do.
 */
export const COLOUR_FAMILIES = [
  { family: "Red", swatch: "#E63946" },
  { family: "Orange", swatch: "#F4842D" },
  { family: "Yellow", swatch: "#FFD23F" },
  { family: "Green", swatch: "#2E9E5B" },
  { family: "Teal", swatch: "#2A9D8F" },
  { family: "Blue", swatch: "#1E6FD9" },
  { family: "Purple", swatch: "#7B3FBF" },
  { family: "Pink", swatch: "#E85D9E" },
  { family: "Brown", swatch: "#8B5A2B" },
  { family: "Black", swatch: "#111111" },
  { family: "Grey", swatch: "#8A8F98" },
  { family: "White", swatch: "#F7F7F5" },
] as const;

export type ColourFamily = (typeof COLOUR_FAMILIES)[number]["family"];

/** A hex colour's family, from its hue, saturation and lightness (HSL). */
export function familyOf(hexColour: string): ColourFamily | null {
  const m = /^#?([0-9a-f]{6})$/i.exec(hexColour.trim());
  if (!m) return null;
  const n = Number.parseInt(m[1] as string, 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => v / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  if (l < 0.1 || (l < 0.2 && s < 0.35)) return "Black";
  if (l > 0.93 || (l > 0.85 && s < 0.3)) return "White";
  if (s < 0.15) return "Grey";
  let h = 0;
  if (max === r) h = ((g - b) / d) % 6;
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  h = (h * 60 + 360) % 360;
  if (h >= 15 && h < 45 && l < 0.45) return "Brown";
  if (h < 15 || h >= 345) return "Red";
  if (h < 45) return "Orange";
  if (h < 70) return "Yellow";
  if (h < 160) return "Green";
  if (h < 195) return "Teal";
  if (h < 255) return "Blue";
  if (h < 290) return "Purple";
  return "Pink";
}

export interface FamilyShare {
  family: ColourFamily;
  /** A representative colour to draw the family with. */
  swatch: string;
  /** Average share of an ad's pixels in this family, across all analyses, 0–100. */
  share: number;
  /** Analyses in which the family covers at least `PRESENT_SHARE` % of the image. */
  ads: number;
}

/** A family "appears" in an ad from this share of its pixels up; below, it is an accent or noise. */
export const PRESENT_SHARE = 5;

/**
 * Families over a user's analyses, largest average share first. Each analysis contributes its
 * measured palette (hex and share of pixels); an older analysis with only a list of colours
 * counts each listed colour as an equal share.
 */
export function colourFamilies(analyses: { hex: string; percentage: number }[][]): FamilyShare[] {
  const totals = new Map<ColourFamily, { share: number; ads: number }>();
  for (const palette of analyses) {
    const perAd = new Map<ColourFamily, number>();
    for (const c of palette) {
      const family = familyOf(c.hex);
      if (family) perAd.set(family, (perAd.get(family) ?? 0) + c.percentage);
    }
    for (const [family, share] of perAd) {
      const t = totals.get(family) ?? { share: 0, ads: 0 };
      t.share += share;
      if (share >= PRESENT_SHARE) t.ads++;
      totals.set(family, t);
    }
  }
  const count = Math.max(1, analyses.length);
  return COLOUR_FAMILIES.flatMap(({ family, swatch }) => {
    const t = totals.get(family);
    return t ? [{ family, swatch, share: Math.round((t.share / count) * 10) / 10, ads: t.ads }] : [];
  }).sort((a, b) => b.share - a.share);
}
