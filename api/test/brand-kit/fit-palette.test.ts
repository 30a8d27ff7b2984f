import { describe, expect, test } from "bun:test";
import { analyzeLocal } from "../../src/analysis/local/analyze.ts";
import { brandFit } from "../../src/services/brand-fit/fit.ts";
import { render } from "../analysis/stages/render.ts";

describe("brand fit and the palette's average tone", () => {
  test("a kit colour matches measured colours only, never the average listed beside them", async () => {
    const quarters = `<rect width="300" height="200" fill="#C00000"/><rect x="300" width="300" height="200" fill="#00A000"/>
      <rect y="200" width="300" height="200" fill="#0000C0"/><rect x="300" y="200" width="300" height="200" fill="#E0E0E0"/>`;
    const { result } = await analyzeLocal(await render(600, 400, quarters));
    const average = result.palette.find((p) => p.average);
    expect(average?.hex).toBe("#686068");
    const kit = { names: [], colours: ["#686068", "#C00000"], required_texts: [], competitors: [] };
    const fit = brandFit(result, kit, new Map());
    expect(fit.colours.map((c) => [c.hex, c.present])).toEqual([
      ["#686068", false],
      ["#C00000", true],
    ]);
  });
});
