import type { Box, PlacementFit } from "../result.ts";

const IAB: [string, string, number, number][] = [
  ["iab-medium-rectangle", "IAB Medium Rectangle 300×250", 300, 250],
  ["iab-leaderboard", "IAB Leaderboard 728×90", 728, 90],
  ["iab-wide-skyscraper", "IAB Wide Skyscraper 160×600", 160, 600],
  ["iab-half-page", "IAB Half Page 300×600", 300, 600],
  ["iab-mobile-leaderboard", "IAB Mobile Leaderboard 320×50", 320, 50],
  ["iab-billboard", "IAB Billboard 970×250", 970, 250],
];

const RATIOS: [string, string, PlacementFit["channel"], number][] = [
  ["social-square", "Social feed 1:1", "social", 1],
  ["social-portrait", "Social feed 4:5", "social", 4 / 5],
  ["story", "Stories / Reels 9:16", "stories", 9 / 16],
  ["link-landscape", "Social link 1.91:1", "social", 1.91],
  ["video-cover", "Video cover 16:9", "landscape", 16 / 9],
  ["print-a4", "Print A-series portrait (1:√2)", "print", 1 / Math.SQRT2],
  ["print-a4-landscape", "Print A-series landscape (√2:1)", "print", Math.SQRT2],
  ["print-letter", "Print US Letter 8.5×11", "print", 8.5 / 11],
  ["print-tabloid", "Print Tabloid 11×17", "print", 11 / 17],
];

const RATIO_TOLERANCE = 0.02;
/** Share of a 9:16 frame that the app's own UI covers (Meta's stories safe-zone guidance). */
export const STORY_UNSAFE_TOP = 0.14;
export const STORY_UNSAFE_BOTTOM = 0.2;

/** Placements the pixel size fits; text boxes are in original pixels (for the 9:16 safe zones). */
export function placements(width: number, height: number, textBoxes: Box[]): PlacementFit[] {
  const fits: PlacementFit[] = [];
  for (const [id, name, w, h] of IAB) {
    // Retina creatives are delivered at 2× the slot.
    if ((width === w && height === h) || (width === 2 * w && height === 2 * h)) {
      fits.push({ id, name, channel: "display", exact: true });
    }
  }
  const ratio = width / height;
  for (const [id, name, channel, r] of RATIOS) {
    if (Math.abs(ratio - r) / r > RATIO_TOLERANCE) continue;
    const fit: PlacementFit = { id, name, channel, exact: true };
    if (id === "story") {
      const top = height * STORY_UNSAFE_TOP;
      const bottom = height * (1 - STORY_UNSAFE_BOTTOM);
      fit.textInUnsafeZone = textBoxes.some((b) => b.y < top || b.y + b.height > bottom);
    }
    fits.push(fit);
  }
  return fits;
}

/** The ad type a placement implies: display slots first, then feeds, print, video. */
export function adTypeOf(fits: PlacementFit[]): string {
  const channels = new Set(fits.map((f) => f.channel));
  if (channels.has("display")) return "Display Ads";
  if (channels.has("social") || channels.has("stories")) return "Social Media";
  if (channels.has("print")) return "Print";
  if (channels.has("landscape")) return "Video-cover";
  return "Custom Size";
}
