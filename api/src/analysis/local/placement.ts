import type { Box, PlacementFit } from "../result.ts";

type Channel = PlacementFit["channel"];

/**
 * Fixed sizes, matched on pixels: the IAB fixed-size ad units (New Ad Portfolio and the legacy
 * units still sold) and the full-HD / 4K screens of digital out-of-home networks. A fixed size is
 * a slot an ad server or screen accepts, so it names the family more surely than a ratio does.
 */
const SIZES: [id: string, name: string, channel: Channel, w: number, h: number][] = [
  ["iab-medium-rectangle", "IAB Medium Rectangle 300×250", "display", 300, 250],
  ["iab-large-rectangle", "IAB Large Rectangle 336×280", "display", 336, 280],
  ["iab-leaderboard", "IAB Leaderboard 728×90", "display", 728, 90],
  ["iab-super-leaderboard", "IAB Super Leaderboard 970×90", "display", 970, 90],
  ["iab-billboard", "IAB Billboard 970×250", "display", 970, 250],
  ["iab-wide-skyscraper", "IAB Wide Skyscraper 160×600", "display", 160, 600],
  ["iab-skyscraper", "IAB Skyscraper 120×600", "display", 120, 600],
  ["iab-half-page", "IAB Half Page 300×600", "display", 300, 600],
  ["iab-portrait", "IAB Portrait 300×1050", "display", 300, 1050],
  ["iab-mobile-leaderboard", "IAB Mobile Leaderboard 320×50", "display", 320, 50],
  ["iab-smartphone-banner", "IAB Smartphone Banner 300×50", "display", 300, 50],
  ["iab-large-mobile-banner", "IAB Large Mobile Banner 320×100", "display", 320, 100],
  ["iab-full-banner", "IAB Full Banner 468×60", "display", 468, 60],
  ["iab-half-banner", "IAB Half Banner 234×60", "display", 234, 60],
  ["iab-interstitial-portrait", "IAB Smartphone Interstitial 320×480", "display", 320, 480],
  ["iab-interstitial-landscape", "IAB Smartphone Interstitial 480×320", "display", 480, 320],
  ["iab-tablet-interstitial-portrait", "IAB Tablet Interstitial 768×1024", "display", 768, 1024],
  ["iab-tablet-interstitial-landscape", "IAB Tablet Interstitial 1024×768", "display", 1024, 768],
  ["iab-square", "IAB Square 250×250", "display", 250, 250],
  ["iab-small-square", "IAB Small Square 200×200", "display", 200, 200],
  ["iab-small-rectangle", "IAB Small Rectangle 180×150", "display", 180, 150],
  ["iab-vertical-rectangle", "IAB Vertical Rectangle 240×400", "display", 240, 400],
  ["iab-vertical-banner", "IAB Vertical Banner 120×240", "display", 120, 240],
  ["iab-3-1-rectangle", "IAB 3:1 Rectangle 300×100", "display", 300, 100],
  ["iab-pushdown", "IAB Pushdown 970×66", "display", 970, 66],
  ["iab-square-button", "IAB Square Button 125×125", "display", 125, 125],
  ["iab-button-1", "IAB Button 120×90", "display", 120, 90],
  ["iab-button-2", "IAB Button 120×60", "display", 120, 60],
  ["iab-micro-bar", "IAB Micro Bar 88×31", "display", 88, 31],
  ["dooh-landscape-hd", "Digital out-of-home screen 1920×1080", "dooh", 1920, 1080],
  ["dooh-portrait-hd", "Digital out-of-home screen 1080×1920", "dooh", 1080, 1920],
  ["dooh-landscape-4k", "Digital out-of-home screen 3840×2160", "dooh", 3840, 2160],
  ["dooh-portrait-4k", "Digital out-of-home screen 2160×3840", "dooh", 2160, 3840],
  ["dooh-bulletin", "Digital billboard bulletin 1400×400", "dooh", 1400, 400],
  ["dooh-poster", "Digital billboard poster 840×400", "dooh", 840, 400],
];

/** Formats defined by shape only: feeds take any resolution of their ratio, print any dpi. */
const RATIOS: [id: string, name: string, channel: Channel, ratio: number][] = [
  ["social-square", "Social feed 1:1", "social", 1],
  ["social-portrait", "Social feed 4:5", "social", 4 / 5],
  ["story", "Stories / Reels 9:16", "stories", 9 / 16],
  ["link-landscape", "Social link 1.91:1", "social", 1.91],
  ["social-card", "X / Twitter card 2:1", "social", 2],
  ["social-landscape", "Social landscape / video cover 16:9", "social", 16 / 9],
  ["print-a4", "Print A-series portrait (1:√2)", "print", 1 / Math.SQRT2],
  ["print-a4-landscape", "Print A-series landscape (√2:1)", "print", Math.SQRT2],
  ["print-letter", "Print US Letter 8.5×11", "print", 8.5 / 11],
  ["print-letter-landscape", "Print US Letter landscape 11×8.5", "print", 11 / 8.5],
  ["print-tabloid", "Print Tabloid 11×17", "print", 11 / 17],
];

/** Exports are often a pixel or two off their slot (301×601): that is still the slot. */
export const SIZE_TOLERANCE_PX = 2;
const RATIO_TOLERANCE = 0.02;
/** Share of a 9:16 frame that the app's own UI covers (Meta's stories safe-zone guidance). */
export const STORY_UNSAFE_TOP = 0.14;
export const STORY_UNSAFE_BOTTOM = 0.2;

/** The scale (1 or 2 for retina) at which the image is the slot, within the tolerance per slot pixel. */
function sizeScale(width: number, height: number, w: number, h: number): { scale: number; exact: boolean } | null {
  for (const scale of [1, 2]) {
    const dw = Math.abs(width - scale * w);
    const dh = Math.abs(height - scale * h);
    if (dw <= SIZE_TOLERANCE_PX * scale && dh <= SIZE_TOLERANCE_PX * scale) return { scale, exact: dw + dh === 0 };
  }
  return null;
}

/**
 * Placements the image fits, fixed sizes first (these decide the ad type), then ratios. Text
 * boxes are in original pixels, for the 9:16 safe zones.
 */
export function placements(width: number, height: number, textBoxes: Box[]): PlacementFit[] {
  const fits: PlacementFit[] = [];
  for (const [id, name, channel, w, h] of SIZES) {
    const m = sizeScale(width, height, w, h);
    if (m) fits.push({ id, name: m.scale === 2 ? `${name} (2× retina)` : name, channel, exact: m.exact });
  }
  const ratio = width / height;
  for (const [id, name, channel, r] of RATIOS) {
    if (Math.abs(ratio - r) / r > RATIO_TOLERANCE) continue;
    const fit: PlacementFit = { id, name, channel, exact: true };
    if (id === "story") {
      const top = height * STORY_UNSAFE_TOP;
      const bottom = height * (1 - STORY_UNSAFE_BOTTOM);
      fit.text_in_unsafe_zone = textBoxes.some((b) => b.y < top || b.y + b.height > bottom);
    }
    fits.push(fit);
  }
  return fits;
}

const AD_TYPES: Record<Channel, string> = {
  display: "Display Ads",
  dooh: "Digital Out-of-Home",
  social: "Social Media",
  stories: "Social Media",
  print: "Print",
};

export interface AdShape {
  width: number;
  height: number;
  /** Whether a call to action was read: a screen in the street cannot be tapped. */
  hasCta: boolean;
}

/**
 * The ad type the first (most specific) placement implies. A full-HD screen is also the size of a
 * story or video: with a call to action it is one of those (a screen in the street cannot be
 * tapped), without one it is an out-of-home screen. A size that fits nothing is still a display
 * banner when it is banner-shaped (3:1 or longer, as no feed or page is) and small enough for a
 * web slot; anything else stays a custom size.
 */
export function adTypeOf(fits: PlacementFit[], ad: AdShape): string {
  const first =
    ad.hasCta && fits[0]?.channel === "dooh" ? (fits.find((f) => f.channel !== "dooh") ?? fits[0]) : fits[0];
  if (first) return AD_TYPES[first.channel];
  const long = Math.max(ad.width, ad.height);
  if (long / Math.min(ad.width, ad.height) >= 3 && long <= 1200) return AD_TYPES.display;
  return "Custom Size";
}
