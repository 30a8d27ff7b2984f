import { afterAll, describe, expect, test } from "bun:test";
import { closeOcr } from "../../../src/analysis/local/ocr/index.ts";
import { need } from "../../../src/analysis/local/stages/context.ts";
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

  test("a page without text reads as no words", async () => {
    const bytes = await render(400, 300, `<rect width="100%" height="100%" fill="#e0e0e0"/>`);
    expect(need((await runUpTo(bytes, ["decode", "text"])).ctx, "text").words).toEqual([]);
  }, 30_000);
});
