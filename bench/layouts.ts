/**
 * Headlines and calls to action on rendered ads of many layouts: how often the engine reports the
 * ad's headline (the shared scorer's rule: token F1 ≥ 0.6) and its call to action (every word of
 * it). Not a test: run `bun bench/layouts.ts [--rows] [--languages[=more]]`.
 *
 * Nine formats (1080², 1200×628, 300×250, 300×600, 160×600, 728×90, 970×250, 1080×1920,
 * 1080×1350), sixteen layouts each: a headline wrapped to the width it is given (one word a line
 * on narrow formats), with or without an eyebrow over it and a subhead under it, a photo from the
 * test fixtures beside or under the copy or none, and the call to action as a filled button, an
 * outlined one, a pill or a text link with an arrow. The brand is a coined name set small at the
 * top (or at the left end of a wide banner). Saved as JPEG, as most ads are served. `--rows`
 * prints every miss with what the engine reported; `--languages` sets the same layouts in Spanish,
 * French, German, Italian and Portuguese copy, `--languages=more` in Dutch, Polish, Turkish,
 * Indonesian, Swedish and Czech. `--scale=2` (or 1.5, 3) exports every ad at that pixel ratio, as
 * retina creatives are delivered. `--style=overlay` sets the copy in white over a full-bleed photo
 * under a dark scrim, centred, in serif, sans or capitals, with the name at the top or the foot.
 * `--quality=Q` saves them at JPEG quality Q instead of 90; `--save=DIR` keeps the rendered ads.
 */
import path from "node:path";
import sharp from "sharp";
import { detectPeopleAndObjects } from "../api/src/analysis/detect/detect.ts";
import { analyzeLocal } from "../api/src/analysis/local/analyze.ts";
import { closeOcr } from "../api/src/analysis/local/ocr/index.ts";
import { text } from "../api/test/analysis/svg.ts";
import { headlineF1, sameBrand, toks } from "./scorer.ts";

const rows = process.argv.includes("--rows");
/** `--scale=2`: every ad exported at that device pixel ratio (a retina export), drawn sharp at that size. */
const SCALE = Number(process.argv.find((a) => a.startsWith("--scale="))?.slice("--scale=".length) ?? 1);

/** `--quality=Q`: the JPEG quality the ads are saved at (90 unless given; served ads are often lower). */
const QUALITY = Number(process.argv.find((a) => a.startsWith("--quality="))?.slice("--quality=".length) ?? 90);
/** `--save=DIR` writes every rendered ad there, to look at. */
const SAVE = process.argv.find((a) => a.startsWith("--save="))?.slice("--save=".length);
/** `--style=overlay`: centred white copy over a full-bleed photo, as social posts and stories often are. */
const OVERLAY = process.argv.includes("--style=overlay");

/** The ads' copy: English, or with `--languages` the same layouts in five other languages. */
const COPY = {
  english: {
    headlines: [
      "Brew better coffee at home",
      "Summer styles for less",
      "The smarter way to save",
      "Cook dinner in fifteen minutes",
      "Train for your first marathon",
      "Fast internet for every room",
      "Discover the new city guide",
      "Bright ideas for small spaces",
    ],
    eyebrows: ["NEW SEASON", "LIMITED TIME", "JUST LANDED", "EXCLUSIVE"],
    subheads: [
      "Fresh roasts delivered every month",
      "Free returns within thirty days",
      "No fees and no minimum balance",
      "Recipes and groceries in one box",
    ],
    ctas: ["Shop now", "Get started", "Learn more", "Order today", "Try it free", "See plans"],
  },
  languages: {
    headlines: [
      "La nueva colección de verano",
      "Le meilleur café de la ville",
      "Die neue Kollektion ist da",
      "Il gusto autentico di casa",
      "O seu novo banco digital",
      "Descubre la ciudad en bici",
      "Des vacances au bord de la mer",
      "Mehr Zeit für die Familie",
    ],
    eyebrows: ["NOVEDAD", "NOUVEAU", "NEU", "NOVITÀ"],
    subheads: [
      "Envío gratis en todos los pedidos",
      "Livraison offerte dès 30 euros",
      "Kostenloser Versand ab 30 Euro",
      "Spedizione gratuita in tutta Italia",
    ],
    ctas: ["Comprar ahora", "En savoir plus", "Jetzt kaufen", "Scopri di più", "Saiba mais", "Ver ofertas"],
  },
  more: {
    headlines: [
      "De nieuwe collectie is er",
      "Odkryj smak domowej kuchni",
      "Yeni sezon ürünleri geldi",
      "Belanja hemat setiap hari",
      "Mer tid för familjen",
      "Nová kolekce je tady",
      "Ontdek de stad op de fiets",
      "Twój nowy bank w telefonie",
    ],
    eyebrows: ["NIEUW", "NOWOŚĆ", "YENİ", "BARU"],
    subheads: [
      "Gratis verzending vanaf 20 euro",
      "Darmowa dostawa od 99 zł",
      "Tüm siparişlerde ücretsiz kargo",
      "Gratis ongkir ke seluruh Indonesia",
    ],
    ctas: ["Bestel nu", "Kup teraz", "Hemen al", "Beli sekarang", "Köp nu", "Zjistit více"],
  },
};
/** `--languages` sets the copy in five other languages, `--languages=more` in six more (nl, pl, tr, id, sv, cs). */
const LANGUAGES = process.argv.find((a) => a.startsWith("--languages"));
const {
  headlines: HEADLINES,
  eyebrows: EYEBROWS,
  subheads: SUBHEADS,
  ctas: CTAS,
} = LANGUAGES === "--languages=more" ? COPY.more : LANGUAGES ? COPY.languages : COPY.english;
const BRANDS = ["Tidewell", "Qorvane", "Lumora", "Brisko", "Vantelle", "Pellora"];
const FORMATS: [number, number][] = [
  [1080, 1080],
  [1200, 628],
  [300, 250],
  [300, 600],
  [160, 600],
  [728, 90],
  [970, 250],
  [1080, 1920],
  [1080, 1350],
];
const BUTTONS = ["filled", "outline", "link", "pill"] as const;
const PAGES = [
  ["#ffffff", "#111827", "#2563EB"],
  ["#0F172A", "#ffffff", "#F97316"],
  ["#FDF2F8", "#3B0764", "#DB2777"],
  ["#ECFDF5", "#064E3B", "#059669"],
] as const;
const PHOTOS = path.resolve(import.meta.dir, "../api/test/fixtures/photos");
const PHOTO_FILES = ["dinner.jpg", "portrait.jpg", "seated.jpg", "smiling.jpg"];
const OVERLAY_PHOTOS = ["dinner.jpg", "standing.jpg", "trio.jpg", "torso.jpg", "seated.jpg"];
/** Faces an overlay headline is set in, in turn: its letters differ from the column layouts' bold sans. */
const OVERLAY_FACES = ["DejaVu Serif", "Liberation Sans", "DejaVu Sans Condensed"];

interface Layout {
  w: number;
  h: number;
  i: number;
  headline: string;
  cta: string;
  brand: string;
  eyebrow: string | null;
  subhead: string | null;
  button: (typeof BUTTONS)[number];
  photo: boolean;
}

/** Bold DejaVu Sans sets about this many ems a character; regular about 0.55. */
const BOLD_ADVANCE = 0.66;

function buttonSvg(
  l: Layout,
  x: number,
  y: number,
  bw: number,
  bh: number,
  ink: string,
  accent: string,
  centredLink = false,
): string {
  const size = Math.min(bh * 0.4, (bw * 0.8) / ((l.cta.length + 2) * BOLD_ADVANCE));
  const label = l.button === "link" ? `${l.cta} &#8594;` : l.cta;
  if (l.button === "link")
    return centredLink
      ? text(x + bw / 2, y + bh * 0.62, size, ink, label, 'font-weight="bold" text-anchor="middle"')
      : text(x, y + bh * 0.62, size, ink, label, 'font-weight="bold"');
  const shape =
    l.button === "outline"
      ? `fill="none" stroke="${ink}" stroke-width="${Math.max(2, bh * 0.05)}"`
      : `fill="${accent}"`;
  const rx = l.button === "pill" ? bh / 2 : bh * 0.1;
  const fill = l.button === "outline" ? ink : "#fff";
  return `<rect x="${x}" y="${y}" width="${bw}" height="${bh}" rx="${rx}" ${shape}/>${text(x + bw / 2, y + bh * 0.62, size, fill, label, 'font-weight="bold" text-anchor="middle"')}`;
}

/** A wide banner: name at the left end, headline and subhead in the middle, the action at the right. */
function wideSvg(l: Layout, ink: string, accent: string): string {
  const { w, h } = l;
  const brandSize = Math.min(h * 0.22, (w * 0.16) / (l.brand.length * 0.7));
  const x0 = w * 0.22;
  // The copy keeps clear of the name and of the button: bold type runs about 0.66 em a character.
  const size = Math.min(h * 0.2, (w * 0.5) / (l.headline.length * BOLD_ADVANCE));
  let body = text(w * 0.02, h * 0.58, brandSize, ink, l.brand, 'font-weight="bold"');
  body += text(x0, l.subhead ? h * 0.45 : h * 0.58, size, ink, l.headline, 'font-weight="bold"');
  if (l.subhead)
    body += text(x0, h * 0.75, Math.min(size * 0.55, (w * 0.5) / (l.subhead.length * 0.55)), ink, l.subhead);
  const bh = h * 0.4;
  const bw = Math.max(w * 0.15, bh * 2.4);
  return body + buttonSvg(l, w * 0.97 - bw, (h - bh) / 2, bw, bh, ink, accent);
}

/** A line of copy broken into lines of at most `width`, its characters `advance` wide. */
function wrap(copy: string, advance: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of copy.split(" ")) {
    const next = line ? `${line} ${word}` : word;
    if (line && next.length * advance > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  lines.push(line);
  return lines;
}

/** A post, a rectangle or a tall banner: name, eyebrow, headline, subhead and action down the copy column. */
function columnSvg(l: Layout, ink: string, accent: string): string {
  const { w, h } = l;
  const s = Math.min(w, h);
  const tall = h / w > 2.5;
  const column = l.photo && !tall ? w * 0.5 : w;
  const x = w * 0.06;
  const brandSize = s * 0.055;
  let body = text(x, h * 0.07 + brandSize, brandSize, ink, l.brand, 'font-weight="bold"');
  const size = tall ? w * 0.14 : s * 0.09;
  const lines = wrap(l.headline, size * 0.62, column * 0.88);
  let y = h * 0.3;
  if (l.eyebrow)
    body += text(x, y - size * 0.9, size * 0.35, accent, l.eyebrow, 'font-weight="bold" letter-spacing="2"');
  for (const t of lines) {
    body += text(x, y, size, ink, t, 'font-weight="bold"');
    y += size * 1.15;
  }
  if (l.subhead) {
    const sub = size * 0.4;
    const words = l.subhead.split(" ");
    const wrapped =
      l.subhead.length * sub * 0.55 > column * 0.88
        ? [words.slice(0, 3).join(" "), words.slice(3).join(" ")]
        : [l.subhead];
    for (const t of wrapped) {
      body += text(x, y + sub * 0.3, sub, ink, t);
      y += sub * 1.3;
    }
  }
  const bh = s * 0.12;
  const bw = Math.min(column * 0.9, l.cta.length * bh * 0.4 * 0.72 + bh);
  const by = Math.min(h - bh * 1.3, Math.max(y + bh * 0.5, h * (tall ? 0.6 : 0.72)));
  return body + buttonSvg(l, x, by, bw, bh, ink, accent);
}

/** A choice for ad `i` that does not follow the copy's cycles (a multiplicative hash's high bits). */
const mix = (i: number, salt: number) => (Math.imul(i * 31 + salt, 2654435761) >>> 16) & 0xffff;

/** Text centred on x, in the given face. */
const centred = (x: number, y: number, size: number, content: string, face: string, extra = "") =>
  text(x, y, size, "#fff", content, `text-anchor="middle" ${extra}`, face);

/** A post, a rectangle or a tall banner over a photo: name at the top or the foot, the copy centred. */
function overlaySvg(l: Layout, accent: string): string {
  const { w, h } = l;
  const s = Math.min(w, h);
  const cx = w / 2;
  const face = OVERLAY_FACES[mix(l.i, 1) % OVERLAY_FACES.length]!;
  const caps = mix(l.i, 2) % 2 === 0;
  const headline = caps ? l.headline.toUpperCase() : l.headline;
  const brandSize = s * 0.06;
  const brandAtFoot = mix(l.i, 3) % 3 === 1;
  let body = centred(
    cx,
    brandAtFoot ? h * 0.95 : h * 0.06 + brandSize,
    brandSize,
    l.brand.toUpperCase(),
    "DejaVu Sans",
    'font-weight="bold" letter-spacing="3"',
  );
  const tall = h / w > 2.5;
  const size = (tall ? w * 0.13 : s * 0.085) * (caps ? 0.85 : 1);
  const lines = wrap(headline, size * (caps ? 0.75 : 0.62), w * 0.84);
  let y = h * (tall ? 0.3 : 0.34);
  for (const t of lines) {
    body += centred(cx, y, size, t, face, 'font-weight="bold"');
    y += size * 1.15;
  }
  if (l.subhead) {
    const sub = Math.min(size * 0.42, (w * 0.84) / (l.subhead.length * 0.55));
    body += centred(cx, y + sub * 0.4, sub, l.subhead, "DejaVu Sans");
    y += sub * 1.5;
  }
  const bh = s * 0.12;
  const bw = Math.min(w * 0.8, l.cta.length * bh * 0.4 * 0.72 + bh);
  const by = Math.min(h * (brandAtFoot ? 0.8 : 0.9) - bh, Math.max(y + bh * 0.4, h * 0.62));
  return body + buttonSvg(l, cx - bw / 2, by, bw, bh, "#fff", accent, true);
}

async function render(l: Layout): Promise<Uint8Array> {
  if (OVERLAY) return renderOverlay(l);
  const [page, ink, accent] = PAGES[l.i % PAGES.length]!;
  const wide = l.w / l.h > 3;
  const body = `<rect width="100%" height="100%" fill="${page}"/>${wide ? wideSvg(l, ink, accent) : columnSvg(l, ink, accent)}`;
  const [W, H] = [Math.round(l.w * SCALE), Math.round(l.h * SCALE)];
  let img = sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${l.w} ${l.h}">${body}</svg>`,
    ),
  );
  if (l.photo && !wide) {
    const tall = l.h / l.w > 2.5;
    const [pw, ph] = tall ? [W, Math.round(H * 0.3)] : [Math.round(W * 0.45), H];
    const picture = await sharp(path.join(PHOTOS, PHOTO_FILES[l.i % PHOTO_FILES.length]!))
      .resize(pw, ph, { fit: "cover" })
      .toBuffer();
    img = sharp(await img.png().toBuffer()).composite([{ input: picture, left: W - pw, top: H - ph }]);
  }
  return new Uint8Array(await img.jpeg({ quality: QUALITY }).toBuffer());
}

/** The overlay style: the photo fills the ad under a scrim that keeps white type readable. */
async function renderOverlay(l: Layout): Promise<Uint8Array> {
  const [, , accent] = PAGES[l.i % PAGES.length]!;
  const wide = l.w / l.h > 3;
  const [W, H] = [Math.round(l.w * SCALE), Math.round(l.h * SCALE)];
  const picture = await sharp(path.join(PHOTOS, OVERLAY_PHOTOS[l.i % OVERLAY_PHOTOS.length]!))
    .resize(W, H, { fit: "cover" })
    .toBuffer();
  const copy = wide ? wideSvg(l, "#fff", accent) : overlaySvg(l, accent);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${l.w} ${l.h}"><rect width="100%" height="100%" fill="#000" fill-opacity="0.5"/>${copy}</svg>`;
  const img = sharp(picture).composite([{ input: Buffer.from(svg), left: 0, top: 0 }]);
  return new Uint8Array(await img.jpeg({ quality: QUALITY }).toBuffer());
}

type Tally = { ads: number; headline: number; cta: number; brand: number };
const tally = (): Tally => ({ ads: 0, headline: 0, cta: 0, brand: 0 });
const all = tally();
const byFormat = new Map<string, Tally>();
const byButton = new Map<string, Tally>(BUTTONS.map((b) => [b, tally()]));
const misses: string[] = [];

let i = 0;
for (const [w, h] of FORMATS) {
  const format = `${w}×${h}`;
  byFormat.set(format, tally());
  for (let v = 0; v < 16; v++) {
    i++;
    const layout: Layout = {
      w,
      h,
      i,
      headline: HEADLINES[i % HEADLINES.length]!,
      cta: CTAS[(i * 5) % CTAS.length]!,
      brand: BRANDS[(i * 7) % BRANDS.length]!,
      eyebrow: v % 4 === 1 ? EYEBROWS[i % EYEBROWS.length]! : null,
      subhead: v % 3 !== 0 ? SUBHEADS[i % SUBHEADS.length]! : null,
      // Every button style meets the photo and the bare page.
      button: BUTTONS[Math.floor(v / 2) % BUTTONS.length]!,
      photo: v % 2 === 1,
    };
    const bytes = await render(layout);
    if (SAVE) await Bun.write(path.join(SAVE, `${format}-${v}.jpg`), bytes);
    const { result } = await analyzeLocal(bytes, { detect: detectPeopleAndObjects });
    const got = {
      headline: result.text?.headline?.text ?? "",
      cta: result.call_to_action ?? "",
      brand: result.brand_name ?? "",
    };
    const ok = {
      headline: headlineF1(got.headline, layout.headline) >= 0.6,
      cta: toks(layout.cta).every((t) => toks(got.cta).includes(t)),
      brand: sameBrand(got.brand, layout.brand),
    };
    for (const t of [all, byFormat.get(format)!, byButton.get(layout.button)!]) {
      t.ads++;
      t.headline += +ok.headline;
      t.cta += +ok.cta;
      t.brand += +ok.brand;
    }
    if (!ok.headline || !ok.cta || !ok.brand) {
      const what = [
        layout.button,
        layout.photo ? "photo" : "",
        layout.eyebrow ? "eyebrow" : "",
        layout.subhead ? "subhead" : "",
      ].filter(Boolean);
      const wrong = (["headline", "cta", "brand"] as const).filter((k) => !ok[k]).map((k) => `${k} "${got[k]}"`);
      misses.push(`${format} #${v} (${what.join(", ")}): ${wrong.join(", ")}`);
    }
  }
}
await closeOcr();

const f3 = (n: number, d: number) => (d ? (n / d).toFixed(3) : "-").padStart(9);
const line = (label: string, t: Tally) =>
  `${label.padEnd(12)}${String(t.ads).padStart(5)}${f3(t.headline, t.ads)}${f3(t.cta, t.ads)}${f3(t.brand, t.ads)}`;
const copy = LANGUAGES === "--languages=more" ? ", six more languages" : LANGUAGES ? ", five other languages" : "";
const scaled = `${SCALE !== 1 ? `, exported at ${SCALE}×` : ""}${OVERLAY ? ", copy over a photo" : ""}${QUALITY !== 90 ? `, JPEG quality ${QUALITY}` : ""}`;
console.log(`\nheadlines and calls to action on rendered layouts (${all.ads} ads${copy}${scaled})\n`);
console.log(`${"".padEnd(12)}${"ads".padStart(5)}${"headline".padStart(9)}${"cta".padStart(9)}${"brand".padStart(9)}`);
console.log(line("all", all));
for (const [k, t] of byButton) console.log(line(k, t));
for (const [k, t] of byFormat) console.log(line(k, t));
if (rows) for (const m of misses) console.log(m);
