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

  test("the colour the edges are made of leads, even when a central product covers more area", async () => {
    // A cream page (≈ 42 % of the area) around a large navy product panel (≈ 58 %).
    const bytes = await render(
      800,
      800,
      `<rect width="100%" height="100%" fill="#F5EBDC"/><rect x="90" y="90" width="610" height="610" fill="#1D3557"/>`,
    );
    const colour = need((await runUpTo(bytes, ["decode", "colour"])).ctx, "colour");
    expect(colour.palette.map((p) => p.hex)).toEqual(["#F5EBDC", "#1D3557"]);
    // Percentages stay true area shares.
    expect(colour.palette[0]!.percentage).toBeLessThan(colour.palette[1]!.percentage);
    // Pixel labels follow the new order: the corner is the first colour, the middle the second.
    expect(colour.clusters.labels[0]).toBe(0);
    const { width, height } = colour.side;
    expect(colour.clusters.labels[Math.floor(height / 2) * width + Math.floor(width / 2)]).toBe(1);
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
