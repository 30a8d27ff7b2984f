import { describe, expect, test } from "bun:test";
import { analyzeLocal } from "../../../src/analysis/local/analyze.ts";
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

describe("the average tone of an ad without one background colour", () => {
  test("four colours of a quarter each: their average is listed third, marked, and kept out of the colour scheme", async () => {
    const quarters = `<rect width="300" height="200" fill="#C00000"/><rect x="300" width="300" height="200" fill="#00A000"/>
      <rect y="200" width="300" height="200" fill="#0000C0"/><rect x="300" y="200" width="300" height="200" fill="#E0E0E0"/>`;
    const bytes = await render(600, 400, quarters);
    const colour = need((await runUpTo(bytes, ["decode", "colour"])).ctx, "colour");
    expect(colour.palette).toHaveLength(5);
    const average = colour.palette[2]!;
    expect(average.average).toBe(true);
    // The mean of the four fills per channel: (C0+00+00+E0)/4, (00+A0+00+E0)/4, (00+00+C0+E0)/4.
    expect(average.hex).toBe("#686068");
    // No pixel of the four flat colours is near it.
    expect(average.percentage).toBe(0);
    for (const p of colour.palette.filter((c) => !c.average)) expect(p.percentage).toBeCloseTo(25, 0);
    const { result } = await analyzeLocal(bytes);
    expect(result.palette[2]).toEqual(average);
    expect(result.color_scheme).not.toContain(average.hex);
    expect(result.color_scheme).toHaveLength(4);
    // The palette factor counts measured colours only.
    expect(result.score_breakdown.find((f) => f.factor === "Colour palette")?.evidence).toStartWith("4 colours");
  });

  test("a colour covering half the ad or more is its background: no average is added", async () => {
    const bytes = await render(
      600,
      400,
      `<rect width="100%" height="100%" fill="#F5EBDC"/><rect width="200" height="200" fill="#1D3557"/><rect x="400" y="200" width="200" height="200" fill="#E63946"/>`,
    );
    const colour = need((await runUpTo(bytes, ["decode", "colour"])).ctx, "colour");
    expect(colour.palette.some((p) => p.average)).toBe(false);
    expect(colour.palette.map((p) => p.hex).sort()).toEqual(["#1D3557", "#E63946", "#F5EBDC"]);
  });
});
