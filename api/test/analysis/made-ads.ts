import { render, text } from "./svg.ts";

/**
 * Ads rendered for the brand and CTA tests, one per failure mode of the first engine. Each is
 * drawn here, from SVG, so nothing third-party is in the repository.
 */
export const madeAds = {
  /** A ghost button: white outline, no fill, letter-spaced capitals (the first engine split "EXPLORE C-HR"). */
  outlinedButton: () =>
    render(
      300,
      250,
      `<rect width="100%" height="100%" fill="#0b0b0f"/>
      ${text(24, 70, 34, "#ffffff", "Night drive", 'font-weight="bold"')}
      ${text(24, 105, 15, "#c8c8d0", "The new hybrid crossover")}
      <rect x="60" y="178" width="180" height="40" rx="3" fill="none" stroke="#ffffff" stroke-width="2"/>
      ${text(150, 203, 13, "#ffffff", "EXPLORE C-HR", 'text-anchor="middle" letter-spacing="2.5" font-weight="bold"')}`,
    ),
  /** "Conoce más" as plain text: no English verb, an accent. */
  spanishCta: () =>
    render(
      600,
      500,
      `<rect width="100%" height="100%" fill="#fff7ed"/>
      ${text(40, 120, 56, "#7c2d12", "Café de origen", 'font-weight="bold"')}
      ${text(40, 180, 26, "#431407", "Tostado esta semana en Lima")}
      ${text(40, 420, 30, "#c2410c", "Conoce más", 'font-weight="bold"')}`,
    ),
  /** A text link: no button, no CTA verb, a chevron. */
  chevronLink: () =>
    render(
      600,
      500,
      `<rect width="100%" height="100%" fill="#f0f9ff"/>
      ${text(40, 120, 56, "#0c4a6e", "Linen season", 'font-weight="bold"')}
      ${text(40, 180, 24, "#0c4a6e", "Light shirts for long evenings")}
      ${text(40, 420, 28, "#0369a1", "The summer edit ›", 'font-weight="bold"')}`,
    ),
  /** An offer on a filled pill, which the first engine took for a button and so for the CTA. */
  offerBadge: () =>
    render(
      600,
      500,
      `<rect width="100%" height="100%" fill="#111827"/>
      ${text(40, 140, 60, "#ffffff", "Les Gardiens", 'font-weight="bold"')}
      ${text(40, 200, 26, "#e5e7eb", "La nouvelle série du jeudi")}
      <rect x="40" y="300" width="330" height="64" rx="32" fill="#facc15"/>
      ${text(205, 343, 28, "#111827", "1er épisode offert", 'text-anchor="middle" font-weight="bold"')}`,
    ),
  /** The brand only as a web address ("www.c-a.com" is C&A). */
  domainOnlyBrand: () =>
    render(
      1080,
      1080,
      `<rect width="100%" height="100%" fill="#c99a2e"/>
      ${text(90, 300, 84, "#ffffff", "you do the party")}
      ${text(90, 420, 84, "#ffffff", "we do the outfit")}
      ${text(90, 980, 34, "#ffffff", "www.c-a.com")}`,
    ),
  /** A two-word brand set small in a corner, which the first engine (one word only) never read. */
  multiWordBrand: () =>
    render(
      600,
      500,
      `<rect width="100%" height="100%" fill="#f5f5f4"/>
      ${text(24, 44, 22, "#5c0632", "Qatar Airways", 'font-weight="bold"')}
      ${text(40, 220, 64, "#1c1917", "Fly further", 'font-weight="bold"')}
      ${text(40, 280, 26, "#44403c", "Award-winning comfort, every seat")}`,
    ),
  /** Copy in capitals: a headline and a lone word under it, neither of them a brand. */
  capsHeadline: () =>
    render(
      600,
      500,
      `<rect width="100%" height="100%" fill="#e0f2fe"/>
      ${text(40, 130, 64, "#0c4a6e", "BUILT TO LAST", 'font-weight="bold"')}
      ${text(40, 250, 44, "#0c4a6e", "HAPPIER", 'font-weight="bold"')}
      ${text(40, 330, 26, "#075985", "Boots for every season, made to mend")}`,
    ),
  /** A two-line logo lockup: a coined name over a small capitalised second line, top left. */
  stackedLockup: () =>
    render(
      970,
      250,
      `<rect width="100%" height="100%" fill="#0f172a"/>
      ${text(36, 70, 44, "#ffffff", "Quillon", 'font-weight="bold"')}
      ${text(40, 88, 13, "#38bdf8", "FERNWAY", 'letter-spacing="3"')}
      ${text(36, 150, 30, "#ffffff", "Maps for every trail")}
      ${text(36, 200, 22, "#cbd5e1", "Offline, in your pocket")}`,
    ),
  /** An endorsed name set larger than any copy ("NAME / by OTHER"), its "by" line running past its right edge. */
  endorsedName: () =>
    render(
      1080,
      1080,
      `<rect width="100%" height="100%" fill="#ffffff"/>
      ${text(430, 110, 60, "#1e3a8a", "Wrenfield", 'font-weight="bold"')}
      ${text(640, 150, 26, "#475569", "by Kestrelcorp")}
      ${text(100, 300, 52, "#111827", "Close your books")}
      ${text(100, 370, 52, "#111827", "in half the time")}`,
    ),
};

export type MadeAd = keyof typeof madeAds;
