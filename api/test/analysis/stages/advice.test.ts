import { afterAll, describe, expect, test } from "bun:test";
import path from "node:path";
import sharp from "sharp";
import type { AdviceCode } from "../../../src/analysis/local/advice-rules.ts";
import { STAGES } from "../../../src/analysis/local/analyze.ts";
import { closeOcr } from "../../../src/analysis/local/ocr/index.ts";
import { need } from "../../../src/analysis/local/stages/context.ts";
import type { Advice } from "../../../src/analysis/result.ts";
import { render, runUpTo, text } from "./render.ts";

afterAll(closeOcr);

/**
 * One rendered ad per kind of advice the first engine gave that the ad itself contradicted: a
 * brand shown as a logo called missing, a missed button or a street screen told to add a CTA on
 * a button, a portrait screen told about the stories UI, a print flyer told to export at a feed
 * size and keep to 12 words, a legible photo ad told to simplify its background.
 */
async function adviceOf(bytes: Promise<Uint8Array>): Promise<Advice[]> {
  const { ctx } = await runUpTo(
    await bytes,
    STAGES.map((s) => s.name),
  );
  return need(ctx, "advice").advice;
}
const codes = (advice: Advice[]) => advice.map((a) => a.code);
const bold = 'font-weight="bold"';
const page = (fill: string) => `<rect width="100%" height="100%" fill="${fill}"/>`;
const button = (x: number, y: number, w: number, h: number, label: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 5}" fill="#B91C1C"/>${text(x + w / 2, y + h * 0.64, Math.round(h * 0.42), "#ffffff", label, `${bold} text-anchor="middle"`)}`;
/** Lines of type set one under the other, `step` apart. */
const stacked = (lines: string[], at: { x: number; y: number; step: number; size: number; fill: string }) =>
  lines.map((line, i) => text(at.x, at.y + i * at.step, at.size, at.fill, line)).join("");
/** A logo with no name in it: a disc with a mark cut out. */
const emblem = (cx: number, cy: number, r: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#1F2937"/><path d="M${cx - r / 2} ${cy + r / 2} L${cx} ${cy - r / 2} L${cx + r / 2} ${cy + r / 2} Z" fill="#FEF3C7"/>`;
const copy = `${text(80, 300, 96, "#1F2937", "Slow mornings", bold)}${text(80, 420, 48, "#374151", "brewed in small batches")}`;

describe("advice the ad does not contradict", () => {
  test("a brand shown only as a logo is 'unread', not missing; a page of nothing but copy is missing one", async () => {
    const logo = await adviceOf(
      render(1080, 1080, `${page("#FEF3C7")}${copy}${button(80, 800, 400, 110, "Shop now")}${emblem(960, 960, 60)}`),
    );
    expect(codes(logo)).toContain("unread_brand");
    expect(codes(logo)).not.toContain("missing_brand");
    const unread = logo.find((a) => a.code === "unread_brand")!;
    expect(unread.text).not.toMatch(/no brand/i);
    expect(unread.evidence.box?.x).toBeGreaterThan(850);

    const bare = await adviceOf(
      render(1080, 1080, `${page("#FEF3C7")}${copy}${button(80, 800, 400, 110, "Shop now")}`),
    );
    expect(codes(bare)).toContain("missing_brand");
  }, 60_000);

  test("a line of a two-line headline is never offered as the brand the reader may have missed", async () => {
    const advice = await adviceOf(
      render(
        1275,
        1650,
        `${page("#FFFFFF")}${text(80, 600, 110, "#EF233C", "New patients", bold)}${text(80, 740, 110, "#EF233C", "welcome", bold)}${text(80, 900, 50, "#2B2D42", "Free first check-up this spring")}${button(80, 1200, 500, 120, "Book now")}`,
      ),
    );
    const unread = advice.find((a) => a.code === "unread_brand" || a.code === "missing_brand");
    expect(unread).toBeDefined();
    expect(unread!.text).not.toContain("New patients");
    expect(unread!.evidence.text ?? "").not.toContain("New patients");
  }, 60_000);

  test("a function word standing alone on its line is never quoted as the brand the reader may have missed", async () => {
    // An election poster's two candidates joined by "avec" on a line of its own: the short lines
    // are name-like, but "avec" ("with") is one of the commonest French words, not a name.
    const advice = await adviceOf(
      render(
        1240,
        1754,
        `${page("#FFFFFF")}${text(120, 560, 150, "#1E3A8A", "Marianne", bold)}${text(120, 720, 150, "#1E3A8A", "Delorme", bold)}${text(120, 860, 60, "#6B7280", "avec")}${text(120, 1000, 80, "#1E3A8A", "Paul Verlaine", bold)}${text(120, 1500, 48, "#374151", "Votez le 15 mars")}`,
      ),
    );
    const unread = advice.find((a) => a.code === "unread_brand" || a.code === "missing_brand");
    expect(unread).toBeDefined();
    expect(unread!.text).not.toContain("“avec”");
    expect(unread!.evidence.text ?? "").not.toBe("avec");
  }, 60_000);

  test("a button whose label was not read is 'unread', not a missing call to action", async () => {
    // A filled button holding only an arrow: there is something to tap, with no words on it.
    const arrowButton = `<rect x="700" y="820" width="280" height="120" rx="24" fill="#B91C1C"/><path d="M790 880 h80 m-30 -30 l30 30 l-30 30" stroke="#ffffff" stroke-width="14" fill="none"/>`;
    const advice = await adviceOf(render(1080, 1080, `${page("#FEF3C7")}${copy}${arrowButton}`));
    expect(codes(advice)).toContain("unread_cta");
    expect(codes(advice)).not.toContain("missing_cta");
    const flat = await adviceOf(render(1080, 1080, `${page("#FEF3C7")}${copy}`));
    expect(codes(flat)).toContain("missing_cta");
  }, 60_000);

  test("a button whose one-word label the reader misread is 'unread', not a missing call to action, and no lookalike is quoted as the brand", async () => {
    // A Russian label comes out as Latin lookalikes ("KynnTb"): the label's box sits in the
    // button's middle, and the button is still a button.
    const advice = await adviceOf(
      render(
        1200,
        628,
        `${page("#FFFFFF")}${text(60, 75, 48, "#CC0000", "Мегамаркет", bold)}${text(60, 264, 60, "#111111", "Скидки до 70% на всё", bold)}${text(60, 364, 36, "#333333", "Только до воскресенья")}<rect x="60" y="440" width="240" height="80" rx="8" fill="#CC0000"/>${text(96, 494, 36, "#FFFFFF", "Купить", bold)}`,
      ),
    );
    expect(codes(advice)).toContain("unread_cta");
    expect(codes(advice)).not.toContain("missing_cta");
    // Nor is a lookalike of the name ("MeramapkeT") quoted back as the brand it may be.
    const brand = advice.find((a) => a.code === "unread_brand")!;
    expect(brand.text).toMatch(/script or language we do not read/);
    expect(brand.evidence.text).toBeUndefined();
  }, 60_000);

  test("a street screen is not told to add a call to action on a button, and its story-or-screen size is stated", async () => {
    const advice = await adviceOf(
      render(
        1920,
        1080,
        `${page("#0F766E")}${text(120, 480, 150, "#ffffff", "Summer is here", bold)}${emblem(1700, 900, 90)}`,
      ),
    );
    const got = codes(advice);
    expect(got).not.toContain("missing_cta");
    expect(got).not.toContain("unread_cta");
    expect(got).not.toContain("export_size");
    expect(got).toContain("screen_or_story");
    for (const a of advice) expect(a.text).not.toMatch(/button|no call to action/i);
  }, 60_000);

  test("a portrait screen is not told about the stories UI; the same frame with a call to action is", async () => {
    const top = `${text(100, 160, 110, "#ffffff", "New season", bold)}${text(100, 1000, 80, "#ffffff", "In store now")}`;
    const screen = await adviceOf(render(1080, 1920, `${page("#7C2D12")}${top}${emblem(900, 1750, 80)}`));
    expect(codes(screen)).not.toContain("safe_zone");
    for (const a of screen) expect(a.text).not.toMatch(/app ui/i);
    const story = await adviceOf(
      render(1080, 1920, `${page("#7C2D12")}${top}${emblem(900, 1750, 80)}${button(240, 1300, 600, 150, "Shop now")}`),
    );
    expect(codes(story)).toContain("safe_zone");
  }, 60_000);

  test("a print flyer is not told to export at a web size, to keep to 12 words, or to use a button", async () => {
    const body = stacked(
      [
        "Join our spring workshop for small firms",
        "Three evenings of practical sessions on",
        "billing, client intake and case tracking",
        "with time for questions after each talk",
      ],
      { x: 100, y: 700, step: 80, size: 52, fill: "#1F2937" },
    );
    // 1240×1754 is A4 at 150 dpi, 8 px short: the nearest print family, not an exact one.
    const advice = await adviceOf(
      render(
        1240,
        1746,
        `${page("#F8FAFC")}${text(100, 400, 120, "#0F172A", "Spring workshop", bold)}${body}${text(100, 1300, 60, "#B91C1C", "Reserve your seat", bold)}${text(100, 1420, 48, "#1F2937", "www.lawdesk.org/spring")}`,
      ),
    );
    const got = codes(advice);
    expect(got).not.toContain("export_size");
    expect(got).not.toContain("word_count");
    expect(got).not.toContain("cta_not_button");
    for (const a of advice) expect(a.text).not.toMatch(/button|export at/i);
  }, 60_000);

  test("a skyscraper's disclaimer does not count against its word budget", async () => {
    // Seven words of message and fifteen of conditions in fine print: the reader reads the seven.
    const fine = stacked(
      ["*Terms and conditions apply.", "Availability may vary", "by route and aircraft.", "© 2026 Skyline Air"],
      { x: 12, y: 520, step: 16, size: 11, fill: "#4B5563" },
    );
    const { ctx } = await runUpTo(
      await render(
        160,
        600,
        `${page("#E0F2FE")}${text(12, 40, 20, "#0C4A6E", "SKYLINE", bold)}${text(12, 140, 24, "#0C4A6E", "Fly to", bold)}${text(12, 172, 24, "#0C4A6E", "Lisbon", bold)}${text(12, 204, 24, "#0C4A6E", "for less", bold)}${button(12, 420, 136, 44, "Book now")}${fine}`,
      ),
      STAGES.map((s) => s.name),
    );
    const advice = need(ctx, "advice");
    expect(codes(advice.advice)).not.toContain("word_count" satisfies AdviceCode);
    expect(need(ctx, "score").clarity.word_count).toBeLessThan(10);
    expect(advice.strengths.join(" ")).toMatch(/The message is short/);
  }, 60_000);

  test("a headline set in two colours is measured line by line, not as the blend of its colours", async () => {
    // White over black on mid grey: each line reads at about 4.5:1 against the grey, while the
    // average of the two inks is the grey itself (1:1).
    const { ctx } = await runUpTo(
      await render(
        1080,
        1080,
        `${page("#767676")}${text(80, 330, 120, "#FFFFFF", "Bright days", bold)}${text(80, 480, 120, "#000000", "dark nights", bold)}${text(80, 620, 48, "#FFFFFF", "A film festival for everyone")}${button(80, 820, 420, 120, "Get tickets")}`,
      ),
      STAGES.map((s) => s.name),
    );
    const headline = need(ctx, "roles").headline!;
    expect(headline.text).toBe("Bright days dark nights");
    expect(headline.contrast).toBeGreaterThan(4);
    expect(codes(need(ctx, "advice").advice)).not.toContain("headline_contrast" satisfies AdviceCode);
  }, 60_000);

  test("a busy photo behind a legible headline is not told to simplify its background", async () => {
    const photos = path.resolve(import.meta.dir, "../../fixtures/photos");
    const tiles = await Promise.all(
      ["dinner.jpg", "seated.jpg", "standing.jpg", "torso.jpg"].map((f) =>
        sharp(path.join(photos, f)).resize(540, 540, { fit: "cover" }).toBuffer(),
      ),
    );
    const collage = await sharp({ create: { width: 1080, height: 1080, channels: 3, background: "#000000" } })
      .composite(tiles.map((input, i) => ({ input, left: (i % 2) * 540, top: Math.floor(i / 2) * 540 })))
      .png()
      .toBuffer();
    const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1080"><rect x="0" y="180" width="1080" height="200" fill="#111827"/>${text(60, 320, 110, "#ffffff", "Dinner for two", bold)}${button(60, 880, 420, 120, "Book now")}</svg>`;
    const bytes = sharp(collage)
      .composite([{ input: Buffer.from(overlay), left: 0, top: 0 }])
      .png()
      .toBuffer()
      .then((b) => new Uint8Array(b));
    const { ctx } = await runUpTo(
      await bytes,
      STAGES.map((s) => s.name),
    );
    // The photo makes the page busy; the headline on its band still reads.
    expect(need(ctx, "score").clarity.clutter).toBeGreaterThan(0.6);
    expect(codes(need(ctx, "advice").advice)).not.toContain("visual_clutter" satisfies AdviceCode);
  }, 60_000);
});
