import { describe, expect, test } from "bun:test";
import { need } from "../../../src/analysis/local/stages/context.ts";
import { render, runUpTo } from "./render.ts";

describe("colour stage", () => {
  test("two flat colours: their shares, most prominent first, and no edges to speak of", async () => {
    const bytes = await render(
      600,
      400,
      `<rect width="100%" height="100%" fill="#1E40AF"/><rect width="200" height="400" fill="#FACC15"/>`,
    );
    const colour = need((await runUpTo(bytes, ["decode", "colour"])).ctx, "colour");
    expect(colour.palette.map((p) => p.hex)).toEqual(["#1E40AF", "#FACC15"]);
    expect(colour.palette[0]!.percentage).toBeCloseTo(66.7, 0);
    expect(colour.palette[1]!.percentage).toBeCloseTo(33.3, 0);
    expect(colour.edgeDensity).toBeLessThan(0.02);
    expect(colour.tone.saturation).toBeGreaterThan(0.4);
  });

  test("fine stripes count as a busy image", async () => {
    const stripes = Array.from(
      { length: 60 },
      (_, i) => `<rect x="${i * 10}" width="5" height="400" fill="#000"/>`,
    ).join("");
    const bytes = await render(600, 400, `<rect width="100%" height="100%" fill="#fff"/>${stripes}`);
    const colour = need((await runUpTo(bytes, ["decode", "colour"])).ctx, "colour");
    expect(colour.edgeDensity).toBeGreaterThan(0.2);
  });
});
