/**
 * Renders the twelve sample ads the tests, the SDK's and the web app's suites and the demo page
 * use (`api/test/fixtures/ads/`, three of them also `web/src/assets/samples/`), and writes their
 * truth (`truth.json`): the text, colours and contrast each was drawn with. Invented brands and
 * copy, one ad per common placement. The files are generated: rerun `bun scripts/fixture-ads.ts`
 * rather than editing them.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { Truth } from "../api/test/analysis/fixtures.ts";

/** What an ad is drawn from: its truth, but for the contrasts measured from it, and the face it is set in. */
type Spec = Omit<Truth, "cta_contrast" | "headline_contrast" | "low_contrast"> & { font: string };

const INK = { background: "#FFFFFF", accent: "#E63946", text: "#1D3557" };
const CREAM = { background: "#FDF0D5", accent: "#780000", text: "#003049" };
const SAGE = { background: "#E9F5DB", accent: "#718355", text: "#2F3E46" };
const VIOLET = { background: "#6A0DAD", accent: "#FFFFFF", text: "#FFFFFF" };

const SPECS: Spec[] = [
  {
    file: "ad-001.png",
    width: 1080,
    height: 1080,
    placement: "social-square",
    ad_type: "social",
    brand: "LUMA",
    headline: "Stream Every Match",
    body: null,
    cta: "Subscribe",
    font: "DejaVu Sans",
    colors: INK,
  },
  {
    file: "ad-002.webp",
    width: 1080,
    height: 1350,
    placement: "social-portrait",
    ad_type: "social",
    brand: "DERMIQ",
    headline: "Bikes For Every Road",
    body: "Limited time offer",
    cta: "Subscribe",
    font: "DejaVu Sans",
    colors: CREAM,
  },
  {
    file: "ad-003.jpg",
    width: 1080,
    height: 1920,
    placement: "story",
    ad_type: "social",
    brand: "PITCHSIDE",
    headline: "Bikes For Every Road",
    body: null,
    cta: "Get Offer",
    font: "DejaVu Sans",
    colors: SAGE,
  },
  {
    file: "ad-004.webp",
    width: 1200,
    height: 628,
    placement: "link-landscape",
    ad_type: "social",
    brand: "PITCHSIDE",
    headline: "Fly Business Class",
    body: "Limited time offer",
    cta: null,
    font: "DejaVu Serif",
    colors: { background: "#6A0DAD", accent: null, text: "#FFFFFF" },
  },
  {
    file: "ad-005.png",
    width: 300,
    height: 250,
    placement: "iab-medium-rectangle",
    ad_type: "display",
    brand: "CRUSTIFY",
    headline: "Big Weekend Deals",
    body: "Up to 50% off everything",
    cta: "Shop Now",
    font: "Liberation Serif",
    colors: SAGE,
  },
  {
    file: "ad-006.jpg",
    width: 728,
    height: 90,
    placement: "iab-leaderboard",
    ad_type: "display",
    brand: "PITCHSIDE",
    headline: "Stream Every Match",
    body: null,
    cta: "Shop Now",
    font: "DejaVu Sans",
    colors: VIOLET,
  },
  {
    file: "ad-007.png",
    width: 160,
    height: 600,
    placement: "iab-wide-skyscraper",
    ad_type: "display",
    brand: "LUMA",
    headline: "Bake Like A Pro",
    body: null,
    cta: "Subscribe",
    font: "DejaVu Serif",
    colors: { background: "#2A9D8F", accent: "#264653", text: "#FFFFFF" },
  },
  {
    file: "ad-008.jpg",
    width: 300,
    height: 600,
    placement: "iab-half-page",
    ad_type: "display",
    brand: "PITCHSIDE",
    headline: "Fly Business Class",
    body: "Join 2 million happy customers",
    cta: "Get Offer",
    font: "Liberation Serif",
    colors: SAGE,
  },
  {
    file: "ad-009.jpg",
    width: 970,
    height: 250,
    placement: "iab-billboard",
    ad_type: "display",
    brand: "AEROLUX",
    headline: "Bake Like A Pro",
    body: "Up to 50% off everything",
    cta: "Subscribe",
    font: "DejaVu Sans",
    colors: CREAM,
  },
  {
    file: "ad-010.png",
    width: 1240,
    height: 1754,
    placement: "print-a4",
    ad_type: "print",
    brand: "PITCHSIDE",
    headline: "Bake Like A Pro",
    body: null,
    cta: "Start Trial",
    font: "Liberation Sans",
    colors: { background: "#0B3D91", accent: "#FFC72C", text: "#FFFFFF" },
  },
  {
    file: "ad-011.jpg",
    width: 1080,
    height: 1080,
    placement: "social-square",
    ad_type: "social",
    brand: "CRUSTIFY",
    headline: "Glow Up Your Skin",
    body: "Available in stores and online",
    cta: "Subscribe",
    font: "Liberation Sans",
    colors: { background: "#DDDDDD", accent: "#CCCCCC", text: "#BBBBBB" },
  },
  {
    file: "ad-012.jpg",
    width: 1080,
    height: 1350,
    placement: "social-portrait",
    ad_type: "social",
    brand: "LUMA",
    headline: "Big Weekend Deals",
    body: "Join 2 million happy customers",
    cta: "Reserve Now",
    font: "DejaVu Sans",
    colors: VIOLET,
  },
];

/** WCAG 2 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return Math.round(((hi! + 0.05) / (lo! + 0.05)) * 100) / 100;
}

/** The button's label ink: the text colour if it reads on the button, else the page colour, else (a low-contrast ad) the text colour. */
function labelInk(s: Spec): string {
  const { accent, text, background } = s.colors;
  if (!accent || contrast(text, accent) >= 3) return text;
  return contrast(background, accent) >= 3 ? background : text;
}

/** Rough advance of a bold line: what the layout sizes text by, so a headline fits its width. */
const advance = (text: string, size: number) => text.length * size * 0.64;

const xml = (s: string) => s.replace(/&/g, "&amp;");
function line(x: number, y: number, size: number, fill: string, text: string, font: string, extra = ""): string {
  return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="${font}" font-size="${size.toFixed(1)}" fill="${fill}" ${extra}>${xml(text)}</text>`;
}

/** Words split into lines of at most `max` characters. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(" ")) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function button(s: Spec, x: number, y: number, w: number, h: number, size: number): string {
  if (!s.cta || !s.colors.accent) return "";
  const rect = `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" rx="${(h * 0.25).toFixed(1)}" fill="${s.colors.accent}"/>`;
  return (
    rect +
    line(
      x + w / 2,
      y + h / 2 + size * 0.36,
      size,
      labelInk(s),
      s.cta,
      s.font,
      'font-weight="bold" text-anchor="middle"',
    )
  );
}

/** The ad's SVG: a wordmark, the headline, an optional line of copy and the button, laid out for its shape. */
function svg(s: Spec): string {
  const { width: w, height: h, font } = s;
  const { background, text } = s.colors;
  const bold = 'font-weight="bold"';
  let body = `<rect width="100%" height="100%" fill="${background}"/>`;
  if (w > 3 * h) {
    // Leaderboard and billboard: wordmark at the left end, message in the middle, button at the right.
    const wide = h > 150;
    const brandSize = h * (wide ? 0.14 : 0.26);
    body += line(w * 0.03, h * (wide ? 0.22 : 0.6), brandSize, text, s.brand, font, bold);
    const hx = w * (wide ? 0.03 : 0.27);
    const hs = Math.min(h * (wide ? 0.22 : 0.32), (w * 0.42) / (s.headline.length * 0.64));
    body += line(hx, h * (wide ? 0.58 : 0.62), hs, text, s.headline, font, bold);
    if (s.body) body += line(hx, h * 0.82, h * 0.1, text, s.body, font);
    const [bw, bh] = [w * 0.16, h * (wide ? 0.3 : 0.5)];
    body += button(s, w * 0.81, (h - bh) / 2, bw, bh, bh * 0.36);
    return body;
  }
  const m = Math.min(w, h);
  const margin = w * 0.07;
  const brandSize = m * (w < 200 ? 0.1 : 0.06);
  body += line(margin, h * 0.05 + brandSize, brandSize, text, s.brand, font, bold);
  const maxChars = w < 400 && h > 1.5 * w ? 9 : w < 1100 ? 14 : 20;
  const lines = wrap(s.headline, maxChars);
  const hs = Math.min(
    m * (w < 400 ? 0.16 : 0.1),
    (w - 2 * margin) / Math.max(...lines.map((l) => l.length * 0.64)),
    (0.3 * h) / (lines.length * 1.15),
  );
  const top = h * (h > 1.5 * w ? 0.3 : 0.32);
  lines.forEach((l, i) => {
    body += line(margin, top + i * hs * 1.15, hs, text, l, font, bold);
  });
  let y = top + (lines.length - 1) * hs * 1.15;
  if (s.body) {
    const bs = Math.min(m * 0.05, (w - 2 * margin) / (s.body.length * 0.55));
    y += hs * 0.6 + bs * 1.2;
    body += line(margin, y, bs, text, s.body, font);
  }
  const bh = m * (w < 200 ? 0.2 : w < 400 ? 0.14 : 0.09);
  const bw = Math.min(w - 2 * margin, advance(s.cta ?? "", bh * 0.4) + bh * 1.6);
  body += button(s, margin, h * (h > 1.5 * w ? 0.72 : 0.76), bw, bh, bh * 0.4);
  return body;
}

const ROOT = path.resolve(import.meta.dir, "..");
const OUT = path.join(ROOT, "api/test/fixtures/ads");
const SAMPLES: Record<string, string> = {
  "ad-001.png": "social-square-luma.png",
  "ad-005.png": "display-300x250-crustify.png",
  "ad-011.jpg": "social-square-low-contrast.jpg",
};
mkdirSync(OUT, { recursive: true });
const truth = [];
for (const s of SPECS) {
  const image = sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${s.width}" height="${s.height}">${svg(s)}</svg>`),
  );
  const ext = path.extname(s.file);
  const bytes = await (ext === ".png"
    ? image.png()
    : ext === ".webp"
      ? image.webp({ quality: 90 })
      : image.jpeg({ quality: 90 })
  ).toBuffer();
  writeFileSync(path.join(OUT, s.file), bytes);
  const sample = SAMPLES[s.file];
  if (sample) writeFileSync(path.join(ROOT, "web/src/assets/samples", sample), bytes);
  truth.push({
    ...s,
    cta_contrast: s.cta && s.colors.accent ? contrast(labelInk(s), s.colors.accent) : null,
    headline_contrast: contrast(s.colors.text, s.colors.background),
    low_contrast: contrast(s.colors.text, s.colors.background) < 3,
  });
}
writeFileSync(path.join(OUT, "truth.json"), `${JSON.stringify(truth, null, 2)}\n`);
console.log(`wrote ${SPECS.length} ads and truth.json to ${path.relative(ROOT, OUT)}`);
