import { afterAll, describe, expect, test } from "bun:test";
import { closeOcr, type TextWord } from "../../../src/analysis/local/ocr/index.ts";
import { need } from "../../../src/analysis/local/stages/context.ts";
import { dropNumberGraphics, splitRunTogether } from "../../../src/analysis/local/text.ts";
import { render, runUpTo, text } from "./render.ts";

afterAll(closeOcr);

describe("text stage", () => {
  test("reads dark words on a light page, in order, with boxes where they were drawn", async () => {
    const bytes = await render(
      800,
      300,
      `<rect width="100%" height="100%" fill="#ffffff"/>${text(60, 130, 64, "#111111", "Fresh coffee")}${text(60, 230, 40, "#111111", "every morning")}`,
    );
    const { words } = need((await runUpTo(bytes, ["decode", "text"])).ctx, "text");
    expect(words.map((w) => w.text)).toEqual(["Fresh", "coffee", "every", "morning"]);
    const fresh = words[0]!;
    expect(fresh.box.x).toBeGreaterThan(50);
    expect(fresh.box.x).toBeLessThan(75);
    expect(fresh.box.y + fresh.box.height).toBeGreaterThan(115);
    expect(fresh.box.y + fresh.box.height).toBeLessThan(145);
    expect(words.every((w) => w.confidence >= 55)).toBe(true);
  }, 30_000);

  test("a page in a script the reader does not know has no language; the same page in Portuguese has one", async () => {
    // Russian read as Latin lookalikes ("KynnTb", "TonbKO") holds stray "o" and "Ha" that the
    // language guess counted as Portuguese.
    const page = (head: string, copy: string, label: string) =>
      render(
        1200,
        628,
        `<rect width="100%" height="100%" fill="#ffffff"/>${text(60, 75, 48, "#cc0000", "Мегамаркет", 'font-weight="bold"')}${text(60, 264, 60, "#111111", head, 'font-weight="bold"')}${text(60, 364, 36, "#333333", copy)}${text(96, 494, 36, "#111111", label, 'font-weight="bold"')}`,
      );
    const language = async (bytes: Uint8Array) => need((await runUpTo(bytes, ["decode", "text"])).ctx, "text").language;
    expect(await language(await page("Скидки до 70% на всё", "Только до воскресенья", "Купить"))).toBeNull();
    expect(await language(await page("Descontos de até 70% em tudo", "Só até domingo", "Compre agora"))).toBe("pt");
  }, 60_000);

  test("a page without text reads as no words", async () => {
    const bytes = await render(400, 300, `<rect width="100%" height="100%" fill="#e0e0e0"/>`);
    expect(need((await runUpTo(bytes, ["decode", "text"])).ctx, "text").words).toEqual([]);
  }, 30_000);
});

const word = (text: string, x: number, y: number, h = 20): TextWord => ({
  text,
  confidence: 99,
  box: { x, y, width: text.length * h * 0.6, height: h },
  line: Math.round(y),
});

describe("text clean-up rules", () => {
  test("the numbers of a drawn calendar are not text; numbers among words are", async () => {
    const days = Array.from({ length: 21 }, (_, i) =>
      text(520 + (i % 7) * 36, 120 + Math.floor(i / 7) * 40, 20, "#334155", String(i + 1)),
    ).join("");
    const bytes = await render(
      800,
      300,
      `<rect width="100%" height="100%" fill="#ffffff"/>${text(40, 140, 44, "#111111", "Plan your")}${text(40, 200, 44, "#111111", "month")}
      <rect x="505" y="90" width="260" height="140" fill="none" stroke="#94a3b8"/>${days}`,
    );
    const { words } = need((await runUpTo(bytes, ["decode", "text"])).ctx, "text");
    expect(words.map((w) => w.text)).toEqual(["Plan", "your", "month"]);
    // A numbered list, and numbers with words among them, are copy: all kept.
    const steps = [1, 2, 3, 4, 5, 6].flatMap((n) => [word(String(n), 20, n * 40), word("Step", 60, n * 40)]);
    expect(dropNumberGraphics(steps)).toHaveLength(12);
    const table = [1, 2, 3, 4, 5, 6].map((n) => word(String(n), n * 60, 100));
    expect(dropNumberGraphics([...table, word("Sizes", 150, 100)])).toHaveLength(7);
    expect(dropNumberGraphics(table)).toHaveLength(0);
  }, 30_000);

  test("capitals run together are split at a function word; compounds and coined names stay whole", async () => {
    const bytes = await render(
      800,
      200,
      `<rect width="100%" height="100%" fill="#ffffff"/>${text(40, 120, 56, "#111111", "OURSTORY", 'font-weight="bold"')}`,
    );
    const { words } = need((await runUpTo(bytes, ["decode", "text"])).ctx, "text");
    expect(words.map((w) => w.text)).toEqual(["OUR", "STORY"]);
    expect(words[0]!.box.x + words[0]!.box.width).toBeLessThanOrEqual(words[1]!.box.x + 0.01);
    const split = (t: string) => splitRunTogether([word(t, 0, 0)]).map((w) => w.text);
    expect(split("GALAXYs23")).toEqual(["GALAXY", "s23"]);
    expect(split("CASHBACK")).toEqual(["CASHBACK"]);
    expect(split("PITCHSIDE")).toEqual(["PITCHSIDE"]);
    // Run-together copy is in one language: a Vietnamese "van" and a French "telle" make a name.
    expect(split("VANTELLE")).toEqual(["VANTELLE"]);
    expect(split("ourstory")).toEqual(["ourstory"]);
  }, 30_000);
});
