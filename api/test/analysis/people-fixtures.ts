import path from "node:path";
import sharp from "sharp";
import { text } from "./svg.ts";

/**
 * Ads made at test time from the package photos in fixtures/photos (see its README) and from
 * drawn SVG: the shapes real ads put people in, where the detector used to fail.
 */
const PHOTOS = path.resolve(import.meta.dir, "../fixtures/photos");

export type Photo = "dinner.jpg" | "portrait.jpg" | "torso.jpg" | "seated.jpg" | "standing.jpg";

const photoFile = (name: Photo) => path.join(PHOTOS, name);

interface Layout {
  width: number;
  height: number;
  background: string;
  photo: Photo;
  /** Where the photo goes, scaled to cover this box. */
  at: { x: number; y: number; width: number; height: number };
  headline: { text: string; x: number; y: number; size: number; colour: string };
  button?: { text: string; x: number; y: number; width: number; height: number };
  format?: "png" | "jpeg";
}

function textSvg(l: Layout): string {
  const h = l.headline;
  const b = l.button;
  const bold = 'font-weight="bold"';
  const button = b
    ? `<rect x="${b.x}" y="${b.y}" width="${b.width}" height="${b.height}" rx="${b.height / 2}" fill="#ffffff"/>
       ${text(b.x + b.width / 2, b.y + b.height * 0.68, Math.round(b.height * 0.5), "#1d3557", b.text, `${bold} text-anchor="middle"`)}`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${l.width}" height="${l.height}">
    ${text(h.x, h.y, h.size, h.colour, h.text, bold)}${button}</svg>`;
}

/** A banner or screen: flat background, one photo, a headline and (optionally) a button. */
export async function compose(l: Layout): Promise<Uint8Array> {
  const photo = await sharp(photoFile(l.photo)).resize(l.at.width, l.at.height, { fit: "cover" }).toBuffer();
  const img = sharp({ create: { width: l.width, height: l.height, channels: 3, background: l.background } }).composite([
    { input: photo, left: l.at.x, top: l.at.y },
    { input: Buffer.from(textSvg(l)), left: 0, top: 0 },
  ]);
  const out = await (l.format === "jpeg" ? img.jpeg({ quality: 88 }) : img.png()).toBuffer();
  return new Uint8Array(out);
}

export const superLeaderboard = () =>
  compose({
    width: 970,
    height: 90,
    background: "#1d3557",
    photo: "dinner.jpg",
    at: { x: 820, y: 0, width: 150, height: 90 },
    headline: { text: "Dinner for two, tonight", x: 24, y: 58, size: 34, colour: "#ffffff" },
    button: { text: "Book now", x: 600, y: 22, width: 170, height: 46 },
  });

export const largeMobileBanner = () =>
  compose({
    width: 320,
    height: 100,
    background: "#264653",
    photo: "torso.jpg",
    at: { x: 0, y: 0, width: 110, height: 100 },
    headline: { text: "New season", x: 126, y: 44, size: 24, colour: "#ffffff" },
    button: { text: "Shop", x: 126, y: 58, width: 100, height: 32 },
    format: "jpeg",
  });

/** 301×601: a half page exported a pixel off, person photo on top as in many B2B banners. */
export const halfPageOffByOne = () =>
  compose({
    width: 301,
    height: 601,
    background: "#2a9d8f",
    photo: "seated.jpg",
    at: { x: 0, y: 0, width: 301, height: 300 },
    headline: { text: "Sit back.", x: 24, y: 390, size: 40, colour: "#ffffff" },
    button: { text: "Learn more", x: 50, y: 480, width: 200, height: 50 },
    format: "jpeg",
  });

/** A portrait out-of-home screen: a person, a line of copy, nothing to tap. */
export const doohPortrait = () =>
  compose({
    width: 1080,
    height: 1920,
    background: "#986522",
    photo: "standing.jpg",
    at: { x: 140, y: 360, width: 800, height: 1420 },
    headline: { text: "Made for you", x: 200, y: 240, size: 110, colour: "#ffffff" },
    format: "jpeg",
  });

const figure = (x: number, y: number, s: number, shirt: string, skin: string, hair: string, pants: string) => `
<g transform="translate(${x},${y}) scale(${s})">
  <rect x="-38" y="250" width="30" height="150" rx="12" fill="${pants}"/>
  <rect x="8" y="250" width="30" height="150" rx="12" fill="${pants}"/>
  <ellipse cx="-24" cy="402" rx="24" ry="10" fill="#2b2d42"/>
  <ellipse cx="24" cy="402" rx="24" ry="10" fill="#2b2d42"/>
  <path d="M-50 120 Q0 95 50 120 L56 265 L-56 265 Z" fill="${shirt}"/>
  <path d="M-50 125 L-95 230 L-78 238 L-38 160 Z" fill="${shirt}"/>
  <path d="M50 125 L100 200 L86 212 L40 160 Z" fill="${shirt}"/>
  <circle cx="-88" cy="240" r="12" fill="${skin}"/>
  <circle cx="96" cy="212" r="12" fill="${skin}"/>
  <rect x="-12" y="88" width="24" height="26" fill="${skin}"/>
  <ellipse cx="0" cy="52" rx="40" ry="46" fill="${skin}"/>
  <path d="M-42 50 Q-46 -8 0 0 Q46 -8 42 50 Q30 18 0 16 Q-30 18 -42 50 Z" fill="${hair}"/>
  <circle cx="-14" cy="55" r="4" fill="#2b2d42"/><circle cx="14" cy="55" r="4" fill="#2b2d42"/>
  <path d="M-12 75 Q0 84 12 75" stroke="#2b2d42" stroke-width="3" fill="none"/>
</g>`;

/** A social square with two flat vector figures, the illustration style of many B2B posts. */
export async function illustratedSquare(format: "png" | "jpeg"): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1080">
    <rect width="1080" height="1080" fill="#ffffff"/>
    <circle cx="760" cy="640" r="300" fill="#eef0ff"/>
    ${text(540, 215, 72, "#1d1b4b", "Grow your team", 'font-weight="bold" text-anchor="middle"')}
    <rect x="380" y="300" width="320" height="90" rx="45" fill="#f7a440"/>
    ${text(540, 360, 40, "#ffffff", "Join now", 'font-weight="bold" text-anchor="middle"')}
    ${figure(330, 520, 1.2, "#e63946", "#f1c7a6", "#3d2b1f", "#1d3557")}
    ${figure(760, 560, 1.05, "#4cc9a0", "#8d5a3b", "#111111", "#3a86ff")}
  </svg>`;
  const img = sharp(Buffer.from(svg));
  // Quality 75 adds the compression noise that makes a drawing look textured up close.
  return new Uint8Array(await (format === "jpeg" ? img.jpeg({ quality: 75 }) : img.png()).toBuffer());
}

export async function photoBytes(name: Photo): Promise<Uint8Array> {
  return new Uint8Array(await Bun.file(photoFile(name)).arrayBuffer());
}
