import { afterAll, describe, expect, test } from "bun:test";
import { closeOcr } from "../../../src/analysis/local/ocr/index.ts";
import { need } from "../../../src/analysis/local/stages/context.ts";
import { render, runUpTo, text } from "./render.ts";

afterAll(closeOcr);

const UP_TO_LAYOUT = ["decode", "text", "colour", "layout"] as const;

describe("layout stage", () => {
  test("a medium rectangle: the button is found, its light-on-dark text read, phrases in reading order", async () => {
    const bytes = await render(
      300,
      250,
      `<rect width="100%" height="100%" fill="#F5F0E6"/>
      ${text(20, 60, 30, "#222222", "Warm socks")}
      ${text(20, 95, 16, "#444444", "for cold days")}
      <rect x="80" y="170" width="140" height="44" rx="8" fill="#7C2D12"/>
      ${text(150, 198, 17, "#FFFFFF", "Buy today", 'text-anchor="middle" font-weight="bold"')}`,
    );
    const { ctx } = await runUpTo(bytes, [...UP_TO_LAYOUT]);
    const layout = need(ctx, "layout");
    expect(layout.buttons).toHaveLength(1);
    const b = layout.buttons[0]!.box;
    expect(Math.abs(b.x - 80)).toBeLessThan(4);
    expect(Math.abs(b.width - 140)).toBeLessThan(6);
    expect(layout.phrases.map((p) => p.text)).toEqual(["Warm socks", "for cold days", "Buy today"]);
    expect(layout.placements.map((p) => p.id)).toContain("iab-medium-rectangle");
    expect(layout.coverage).toBeGreaterThan(2);
    expect(layout.coverage).toBeLessThan(20);
  }, 30_000);

  test("a 9:16 frame with text in the top band is flagged for the app's UI", async () => {
    const bytes = await render(
      540,
      960,
      `<rect width="100%" height="100%" fill="#ffffff"/>${text(40, 70, 48, "#000000", "Top line")}`,
    );
    const story = need((await runUpTo(bytes, [...UP_TO_LAYOUT])).ctx, "layout").placements.find(
      (p) => p.id === "story",
    );
    expect(story?.text_in_unsafe_zone).toBe(true);
  }, 30_000);
});
