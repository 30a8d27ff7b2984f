/**
 * Brand symbols: a mark from simple-icons printed on a photo ad names the brand when no text does;
 * plain shapes (buttons, dots), a repeated icon and a photo on its own name nothing.
 */
import { afterAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { closeOcr } from "../../src/analysis/local/ocr/index.ts";
import { decode } from "../../src/analysis/local/raster.ts";
import { matchSymbols } from "../../src/analysis/local/symbols.ts";
import { render, roles, text } from "./stages/render.ts";

afterAll(closeOcr);

const ICONS = path.join(path.dirname(require.resolve("simple-icons/package.json")), "icons");
const PHOTO = path.resolve(import.meta.dir, "../fixtures/photos/dinner.jpg");

/** The path of a simple-icons glyph (drawn in a 24×24 box). */
const glyph = (slug: string) => /<path d="([^"]+)"/.exec(readFileSync(path.join(ICONS, `${slug}.svg`), "utf8"))![1]!;

/** `at` places a 24-unit glyph scaled to `size` pixels with its top-left corner at (x, y). */
const mark = (slug: string, x: number, y: number, size: number, fill: string) =>
  `<path transform="translate(${x},${y}) scale(${size / 24})" d="${glyph(slug)}" fill="${fill}"/>`;

/** A 1080² social ad: a photo above a white band that carries the headline and whatever `band` adds. */
async function photoAd(band: string): Promise<Uint8Array> {
  const photo = await sharp(PHOTO).resize(1080, 1080, { fit: "cover" }).toBuffer();
  const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1080"><rect y="860" width="1080" height="220" fill="#ffffff"/>${text(300, 990, 56, "#222222", "Made for every day", 'font-weight="bold"')}${band}</svg>`;
  return new Uint8Array(
    await sharp(photo)
      .composite([{ input: Buffer.from(overlay) }])
      .jpeg({ quality: 88 })
      .toBuffer(),
  );
}

describe("brand symbols", () => {
  test("a symbol logo from simple-icons on a photo ad names the brand when no text does", async () => {
    const r = await roles(await photoAd(mark("apple", 70, 885, 170, "#111111")));
    expect(r.brandName).toBe("Apple");
    expect(r.brand?.evidence.map((e) => e.kind)).toEqual(["symbol"]);
    // The box is the mark's, in the uploaded image's pixels.
    const box = r.brand!.box!;
    expect(box.x).toBeGreaterThan(40);
    expect(box.x + box.width).toBeLessThan(280);
    expect(box.y).toBeGreaterThan(860);
  }, 60_000);

  test("marks of thin strokes or one sweep, which a fixed overlap bar missed, name their brands", async () => {
    // Toyota's three rings and Nike's swoosh overlap their glyphs by only 0.7–0.8 at 24×24 cells,
    // but far more than any other brand's glyph: the lead over the runner-up decides.
    for (const [slug, title, fill] of [
      ["toyota", "Toyota", "#eb0a1e"],
      ["nike", "Nike", "#111111"],
    ] as const) {
      const r = await roles(await photoAd(mark(slug, 60, 880, 160, fill)));
      expect(r.brandName).toBe(title);
      expect(r.brand?.evidence[0]?.detail).toMatch(/ahead of any other brand's/);
    }
  }, 60_000);

  test("a small mark in a corner (90 px of a 1080² ad) is masked from the full image and named", async () => {
    // On the 400-pixel copy such a mark is 33 pixels across and its strokes a pixel or two wide:
    // its mask overlapped its glyph by 0.66–0.69 there, under the bar.
    for (const [slug, title, fill] of [
      ["shell", "Shell", "#dd1d21"],
      ["volkswagen", "Volkswagen", "#001e50"],
    ] as const) {
      const ad = await render(
        1080,
        1080,
        `<rect width="1080" height="1080" fill="#ffffff"/>${text(80, 400, 80, "#222222", "Good things, every day", 'font-weight="bold"')}${mark(slug, 940, 960, 90, fill)}`,
      );
      expect((await roles(ad)).brandName).toBe(title);
    }
  }, 60_000);

  test("a leaderboard's mark, most of the banner's height, names its brand", async () => {
    const ad = await render(
      728,
      90,
      `<rect width="728" height="90" fill="#ffffff"/>${mark("airbnb", 12, 15, 60, "#ff5a5f")}${text(110, 55, 26, "#222222", "Good things, every day", 'font-weight="bold"')}`,
    );
    expect((await roles(ad)).brandName).toBe("Airbnb");
  }, 60_000);

  test("names read side by side with none leading (a partners' strip) are not settled by a mark", async () => {
    const strip = `${text(60, 1040, 40, "#222222", "Qorvane", 'font-weight="bold"')}${text(420, 1040, 40, "#222222", "Zelvora", 'font-weight="bold"')}`;
    const ad = await render(
      1080,
      1080,
      `<rect width="1080" height="1080" fill="#ffffff"/>${text(80, 400, 80, "#222222", "Good things, every day", 'font-weight="bold"')}${strip}${mark("shell", 800, 990, 70, "#dd1d21")}`,
    );
    expect((await roles(ad)).brandName).toBeNull();
  }, 60_000);

  test("the same ad without the mark has no brand: the photo's shapes name nothing", async () => {
    const r = await roles(await photoAd(""));
    expect(r.brandName).toBeNull();
  }, 60_000);

  test("plain shapes (a pill button, dots, a square) and one icon repeated in a row name nothing", async () => {
    const plain = await render(
      800,
      600,
      `<rect width="800" height="600" fill="#f4f1ea"/><rect x="60" y="420" width="260" height="90" rx="45" fill="#d9381e"/><circle cx="520" cy="120" r="50" fill="#1d3557"/><circle cx="660" cy="120" r="30" fill="#e63946"/><rect x="480" y="300" width="140" height="140" rx="16" fill="#2a9d8f"/>`,
    );
    expect(await matchSymbols((await decode(plain)).work, [])).toEqual([]);
    const row = [0, 1, 2, 3].map((i) => mark("apple", 80 + i * 180, 200, 140, "#111111")).join("");
    const pattern = await render(800, 600, `<rect width="800" height="600" fill="#ffffff"/>${row}`);
    expect(await matchSymbols((await decode(pattern)).work, [])).toEqual([]);
  }, 60_000);
});
