/**
 * Brand names set as logos on rendered ads: how often the engine names the brand, names another,
 * or names none. Not a test: run `bun bench/wordmarks.ts [--rows]`.
 *
 * Twelve invented names (coined ones such as "Qorvex", and everyday words that name an
 * organisation such as "Summit Bank" or that do not, such as "Blue Harbor") are set in four logo
 * styles (bold, beside a round symbol, over a small tagline, letter-spaced capitals), at four
 * positions (top left, top centre, bottom right, bottom left) on six formats (1080², 1200×628,
 * 300×250, 728×90, 160×600, 1080×1920), three names per cell: 288 ads, each with a headline, a
 * line of copy and a button. The names are in no lexicon, so only how they are set can name
 * them. Results are counted by style and by kind of name; `--rows` prints every miss.
 */
import { analyzeLocal } from "../api/src/analysis/local/analyze.ts";
import { closeOcr } from "../api/src/analysis/local/ocr/index.ts";
import { render, text } from "../api/test/analysis/svg.ts";
import { sameBrand } from "./scorer.ts";

const rows = process.argv.includes("--rows");

const NAMES: [name: string, kind: "coined" | "organisation" | "everyday words"][] = [
  ["Northwind", "coined"],
  ["Plantora", "coined"],
  ["Blue Harbor", "everyday words"],
  ["KORVANT", "coined"],
  ["lumio", "coined"],
  ["Summit Bank", "organisation"],
  ["Vela & Co", "organisation"],
  ["Orbital Labs", "organisation"],
  ["Brightlane", "coined"],
  ["Qorvex", "coined"],
  ["Maison Ardent", "organisation"],
  ["zentiq", "coined"],
];
const HEADLINES = [
  "Cloud backups that never sleep",
  "Fresh pasta delivered daily",
  "Your weekend starts here",
  "Save 30% on every plan",
  "Learn to code in 12 weeks",
  "The bank that pays you back",
];
const COPY = ["Join 20,000 happy customers", "Free delivery on orders over 40 EUR", "No credit card needed"];
const CTAS = ["Shop now", "Get started", "Learn more", "Book a demo", "Sign up free"];
const FORMATS: [number, number][] = [
  [1080, 1080],
  [1200, 628],
  [300, 250],
  [728, 90],
  [160, 600],
  [1080, 1920],
];
const POSITIONS = ["top left", "top centre", "bottom right", "bottom left"] as const;
const STYLES = ["bold", "symbol", "tagline", "letter-spaced"] as const;
const PAGES = [
  ["#ffffff", "#111111", "#E63946"],
  ["#0E2A47", "#ffffff", "#F59E0B"],
  ["#FEF3C7", "#111111", "#0E7490"],
  ["#F1F5F9", "#111111", "#7C3AED"],
] as const;

const xml = (s: string) => s.replace(/&/g, "&amp;");

/** One ad: the name set as a logo in `style` at `position`, with a headline, copy and a button. */
function ad(
  w: number,
  h: number,
  name: string,
  position: (typeof POSITIONS)[number],
  style: (typeof STYLES)[number],
  i: number,
): string {
  const [page, ink, accent] = PAGES[i % PAGES.length]!;
  const s = Math.min(w, h);
  const wide = w / h > 3;
  const size = wide ? h * 0.28 : s * 0.06;
  let body = `<rect width="100%" height="100%" fill="${page}"/>`;
  // A leaderboard has no top or bottom: its logo holds the left end, or sits before the button.
  let [x, y, anchor] = [wide ? w * 0.02 : w * 0.06, wide ? h * 0.6 : h * 0.09, ""];
  if (position === "top centre" && !wide) [x, anchor] = [w / 2, 'text-anchor="middle"'];
  if (position === "bottom right")
    [x, y, anchor] = [wide ? w * 0.76 : w * 0.94, wide ? h * 0.6 : h * 0.95, 'text-anchor="end"'];
  if (position === "bottom left" && !wide) y = h * 0.95;
  const spaced = style === "letter-spaced";
  const weight = spaced ? `font-weight="bold" letter-spacing="${(size * 0.25).toFixed(1)}"` : 'font-weight="bold"';
  if (style === "symbol") {
    const textWidth = name.length * size * 0.68;
    const cx = anchor.includes("end")
      ? x - textWidth - size * 0.8
      : anchor.includes("middle")
        ? x - textWidth / 2 - size * 0.8
        : x + size * 0.5;
    body += `<circle cx="${cx}" cy="${y - size * 0.35}" r="${size * 0.5}" fill="${accent}"/>`;
    if (!anchor) x += size * 1.2;
  }
  body += text(x, y, size, ink, xml(spaced ? name.toUpperCase() : name), `${weight} ${anchor}`);
  if (style === "tagline") body += text(x, y + size * 0.75, size * 0.4, ink, "Made for makers", anchor);

  const headline = HEADLINES[i % HEADLINES.length]!;
  const cta = CTAS[i % CTAS.length]!;
  if (wide) {
    const hx = position === "bottom right" ? w * 0.03 : w * 0.3;
    body += text(hx, h * 0.45, h * 0.21, ink, headline.split(" ").slice(0, 3).join(" "), 'font-weight="bold"');
    body += text(hx, h * 0.75, h * 0.12, ink, COPY[i % COPY.length]!);
    body += `<rect x="${w * 0.8}" y="${h * 0.25}" width="${w * 0.16}" height="${h * 0.5}" rx="${h * 0.08}" fill="${accent}"/>`;
    body += text(w * 0.88, h * 0.56, h * 0.16, "#fff", cta, 'font-weight="bold" text-anchor="middle"');
    return body;
  }
  const words = headline.split(" ");
  const lineSize = h / w > 1.5 && w < 400 ? w * 0.13 : s * 0.085;
  const lines =
    w < 400
      ? [words.slice(0, 2), words.slice(2, 4), words.slice(4)].filter((l) => l.length > 0)
      : [words.slice(0, Math.ceil(words.length / 2)), words.slice(Math.ceil(words.length / 2))];
  lines.forEach((l, k) => {
    body += text(w * 0.06, h * 0.35 + k * lineSize * 1.15, lineSize, ink, l.join(" "), 'font-weight="bold"');
  });
  if (w >= 300 && h >= 300) {
    body += text(w * 0.06, h * 0.35 + (lines.length + 0.2) * lineSize * 1.15, lineSize * 0.45, ink, COPY[i % 3]!);
  }
  const [bw, bh, by] = [Math.min(w * 0.6, s * 0.5), s * 0.11, h * 0.7];
  body += `<rect x="${w * 0.06}" y="${by}" width="${bw}" height="${bh}" rx="${bh / 2}" fill="${accent}"/>`;
  body += text(w * 0.06 + bw / 2, by + bh * 0.65, bh * 0.4, "#fff", cta, 'font-weight="bold" text-anchor="middle"');
  return body;
}

type Tally = { ads: number; right: number; wrong: number };
const tally = () => ({ ads: 0, right: 0, wrong: 0 });
const byStyle = new Map<string, Tally>(STYLES.map((s) => [s, tally()]));
const byKind = new Map<string, Tally>(["coined", "organisation", "everyday words"].map((k) => [k, tally()]));
const all = tally();

let i = 0;
for (const [fi, [w, h]] of FORMATS.entries()) {
  for (const [pi, position] of POSITIONS.entries()) {
    for (const [si, style] of STYLES.entries()) {
      for (let r = 0; r < 3; r++) {
        // Every name meets every style, position and format somewhere in the sweep.
        const [name, kind] = NAMES[(fi + pi * 5 + si * 3 + r * 4) % NAMES.length]!;
        i++;
        const { result } = await analyzeLocal(await render(w, h, ad(w, h, name, position, style, i)));
        const got = result.brand_name;
        const right = got !== null && sameBrand(got, name);
        for (const t of [all, byStyle.get(style)!, byKind.get(kind)!]) {
          t.ads++;
          if (right) t.right++;
          else if (got) t.wrong++;
        }
        if (rows && !right) console.log(`${w}×${h} ${position}, ${style}: "${name}" read as ${JSON.stringify(got)}`);
      }
    }
  }
}

const line = (label: string, t: Tally) =>
  `${label.padEnd(16)} ${String(t.ads).padStart(4)}  ${(t.right / t.ads).toFixed(3)}  ${(t.wrong / t.ads).toFixed(3)}`;
console.log(`\nbrand names set as logos on rendered ads (${all.ads} ads)\n`);
console.log(`${"".padEnd(16)}  ads  named  another name`);
console.log(line("all", all));
for (const [k, t] of byStyle) console.log(line(k, t));
for (const [k, t] of byKind) console.log(line(k, t));
await closeOcr();
process.exit(0);
