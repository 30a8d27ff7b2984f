import type { Box, PlacementFit } from "../result.ts";
import { type Channel, NORMS } from "./norms.ts";

type FitChannel = PlacementFit["channel"];

/**
 * Fixed sizes, matched on pixels: the IAB fixed-size ad units (New Ad Portfolio and the legacy
 * units still sold) and the full-HD / 4K screens of digital out-of-home networks. A fixed size is
 * a slot an ad server or screen accepts, so it names the family more surely than a ratio does.
 */
const SIZES: [id: string, name: string, channel: FitChannel, w: number, h: number][] = [
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

/** Whether a placement is a fixed-size slot (an ad server's or a screen's), so only its exact size is accepted. */
export function isFixedSlot(id: string): boolean {
  return SIZES.some(([slot]) => slot === id);
}

/**
 * Formats defined by shape only: feeds take any resolution of their ratio, print any dpi. Two
 * shapes are both a feed and a poster (2:3, the Pinterest pin and the 24×36 in poster; 3:4,
 * Instagram's portrait grid since 2025 and the 18×24 in poster): both are listed, the feed first.
 */
const RATIOS: [id: string, name: string, channel: FitChannel, ratio: number][] = [
  ["social-square", "Social feed 1:1", "social", 1],
  ["social-portrait", "Social feed 4:5", "social", 4 / 5],
  ["social-portrait-3-4", "Social feed 3:4", "social", 3 / 4],
  ["social-pin", "Pinterest pin 2:3", "social", 2 / 3],
  ["story", "Stories / Reels 9:16", "stories", 9 / 16],
  ["link-landscape", "Social link 1.91:1", "social", 1.91],
  ["social-card", "X / Twitter card 2:1", "social", 2],
  ["social-landscape", "Social landscape / video cover 16:9", "social", 16 / 9],
  ["print-a4", "Print A-series portrait (1:√2)", "print", 1 / Math.SQRT2],
  ["print-a4-landscape", "Print A-series landscape (√2:1)", "print", Math.SQRT2],
  ["print-letter", "Print US Letter 8.5×11", "print", 8.5 / 11],
  ["print-letter-landscape", "Print US Letter landscape 11×8.5", "print", 11 / 8.5],
  ["print-tabloid", "Print Tabloid 11×17", "print", 11 / 17],
  ["print-poster-3-4", "Print poster 18×24 (3:4)", "print", 3 / 4],
  ["print-poster-2-3", "Print poster 24×36 (2:3)", "print", 2 / 3],
];

/**
 * Long side from which a shape that is both a feed and a poster is taken for the poster: feeds
 * show at most about 1,080–1,500 px across, while an 18×24 in poster at 150 dpi is 2,700×3,600.
 */
const POSTER_SIDE = 3000;
/** Exports are often a pixel or two off their slot (301×601): that is still the slot. */
export const SIZE_TOLERANCE_PX = 2;
const RATIO_TOLERANCE = 0.02;
/**
 * A size that fits nothing exactly is still its nearest family when its shape is this close to
 * one (a crop, a re-export, a print page with bleed): its fit is reported with `exact: false`.
 */
const NEAR_RATIO_TOLERANCE = 0.05;
/** How far a crop or re-export of a fixed slot may be from the slot's size, as a share of it. */
const NEAR_SIZE_TOLERANCE = 0.12;
/**
 * Long side over short side from which an image is a banner: no feed, page or screen has that
 * shape (the widest social format, the X card, is 2:1, and its near fits end 5 % past it), web
 * heroes (1440×600, 1920×800: 2.4) and email headers do.
 */
const BANNER_RATIO = 2.2;

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
    const zone = NORMS[channel].safeZone;
    if (zone) {
      const top = height * zone.top;
      const bottom = height * (1 - zone.bottom);
      fit.text_in_unsafe_zone = textBoxes.some((b) => b.y < top || b.y + b.height > bottom);
    }
    fits.push(fit);
  }
  if (fits.length === 0) return nearest(width, height);
  // A shape that is both a feed and a poster, exported at print resolution, is the poster.
  if (
    Math.max(width, height) >= POSTER_SIDE &&
    fits[0]?.channel === "social" &&
    fits.some((f) => f.channel === "print")
  )
    return [...fits.filter((f) => f.channel === "print"), ...fits.filter((f) => f.channel !== "print")];
  return fits;
}

/**
 * Email templates are 600 to 640 px wide (some 650 to 700): a landscape or square image of that
 * width that fits nothing else is an email's hero or section, which the display family covers.
 */
const EMAIL_WIDTH = { min: 580, max: 720 };

/**
 * Device pixel ratios a slot's creative is exported at besides 1× and 2× retina: 1.5× (Android
 * hdpi) and 3× (the densest phones). A 450×375 or 900×750 image is the medium rectangle's creative;
 * only the export's own size counts (a 1440×370 hero is no 1.5× billboard).
 */
const DENSE_EXPORTS = [1.5, 3];

/**
 * The family of a size that fits no slot or ratio exactly: an IAB slot it is a crop or re-export
 * of (same shape, within 12 % of the size, at 1× or 2×, or a 1.5× or 3× export of it; screens show
 * only their exact size, so none is near one), else any banner shape (a 1440×370 web hero, a 1080×404 email header) as
 * display, else an email template's width (a 600×400 hero) as display, else a feed or print ratio
 * within 5 %. Nothing near stays unplaced.
 */
function nearest(width: number, height: number): PlacementFit[] {
  const ratio = width / height;
  const shapeOff = (r: number) => Math.abs(ratio - r) / r;
  const slot = SIZES.map(([id, name, channel, w, h]) => ({ id, name, channel, off: shapeOff(w / h), w, h }))
    .filter((s) => s.channel === "display" && s.off <= NEAR_RATIO_TOLERANCE)
    .filter(
      (s) =>
        [1, 2].some((k) => Math.abs(width - k * s.w) <= NEAR_SIZE_TOLERANCE * k * s.w) ||
        DENSE_EXPORTS.some((k) => Math.abs(width - k * s.w) <= SIZE_TOLERANCE_PX * k),
    )
    .sort((a, b) => a.off - b.off)[0];
  if (slot) return [{ id: slot.id, name: `${slot.name} (nearest)`, channel: slot.channel, exact: false }];
  if (Math.max(ratio, 1 / ratio) >= BANNER_RATIO) {
    const wide = ratio > 1;
    return [
      {
        id: wide ? "display-wide-banner" : "display-tall-banner",
        name: `${wide ? "Wide web banner / hero" : "Tall web banner"} ${width}×${height}`,
        channel: "display",
        exact: false,
      },
    ];
  }
  if (width >= EMAIL_WIDTH.min && width <= EMAIL_WIDTH.max && height <= width) {
    return [{ id: "email-hero", name: `Email hero ${width}×${height}`, channel: "display", exact: false }];
  }
  const near = RATIOS.map(([id, name, channel, r]) => ({ id, name, channel, off: shapeOff(r) }))
    .filter((s) => s.off <= NEAR_RATIO_TOLERANCE)
    .sort((a, b) => a.off - b.off);
  // At print resolution a page shape is nearer in kind than a feed's, however close the feed's ratio.
  const poster = Math.max(width, height) >= POSTER_SIDE;
  const shape = (poster && near.find((s) => s.channel === "print")) || near[0];
  return shape ? [{ id: shape.id, name: `${shape.name} (nearest)`, channel: shape.channel, exact: false }] : [];
}

const AD_TYPES: Record<Channel, string> = {
  display: "Display Ads",
  dooh: "Digital Out-of-Home",
  social: "Social Media",
  stories: "Social Media",
  print: "Print",
  unknown: "Custom Size",
};

export interface AdShape {
  /** Whether a call to action was read: a screen in the street cannot be tapped. */
  hasCta: boolean;
}

/**
 * The channel the first (most specific) placement implies. A full-HD screen is also the size of
 * a story or video: with a call to action it is one of those (a screen in the street cannot be
 * tapped); without one nothing in the ad tells them apart, and it is taken for a screen
 * (`screenOrStory` says so, for the advice to state it).
 */
export function channelOf(fits: PlacementFit[], ad: AdShape): Channel {
  const first =
    ad.hasCta && fits[0]?.channel === "dooh" ? (fits.find((f) => f.channel !== "dooh") ?? fits[0]) : fits[0];
  return first?.channel ?? "unknown";
}

/** Whether the size is both a screen and a feed or story format, and no call to action chose between them. */
export function screenOrStory(fits: PlacementFit[], ad: AdShape): boolean {
  return channelOf(fits, ad) === "dooh" && fits.some((f) => f.channel !== "dooh");
}

/** The ad type (spec 02 §3) of the ad's channel. */
export function adTypeOf(fits: PlacementFit[], ad: AdShape): string {
  return AD_TYPES[channelOf(fits, ad)];
}
