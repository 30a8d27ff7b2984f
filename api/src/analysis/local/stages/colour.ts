import type { PaletteColor } from "../../result.ts";
import { edgeDensity } from "../clarity.ts";
import { toneOf } from "../emotions.ts";
import { averageTone, extractPalette } from "../palette.ts";
import { greyOf, type RasterRgb, resizeRgb } from "../raster.ts";
import { type ColourReading, fitSide, need, type Stage } from "./context.ts";

/** Long side of the copy the palette is clustered on: enough for 0.5 % colours, fast to cluster. */
const PALETTE_SIDE = 320;
/** Long side of the copy edges are counted on. */
const EDGE_SIDE = 256;

export const colourStage: Stage = {
  name: "colour",
  needs: ["decode"],
  async run(ctx) {
    ctx.colour = await measureColour(need(ctx, "image").work);
  },
};

export async function measureColour(work: RasterRgb): Promise<ColourReading> {
  const long = Math.max(work.width, work.height);
  const [pw, ph] = fitSide(work.width, work.height, Math.min(PALETTE_SIDE, long));
  const [ew, eh] = fitSide(work.width, work.height, Math.min(EDGE_SIDE, long));
  // Nearest-neighbour keeps flat colours flat: no blended edge pixels become palette entries.
  const [small, edgeRaster] = await Promise.all([resizeRgb(work, pw, ph, "nearest"), resizeRgb(work, ew, eh)]);
  const clusters = extractPalette(small);
  return {
    clusters,
    side: { width: pw, height: ph },
    palette: withAverage(
      clusters.clusters.map((c) => ({ hex: c.hex, name: c.name, percentage: Math.round(c.share * 1000) / 10 })),
      averageTone(small, clusters.clusters),
    ),
    tone: toneOf(clusters.clusters),
    edgeDensity: edgeDensity(greyOf(edgeRaster), ew, eh),
  };
}

/** The measured colours with the average tone (when there is one) third: the two leading colours stay first. */
function withAverage(measured: PaletteColor[], average: PaletteColor | null): PaletteColor[] {
  return average ? [...measured.slice(0, 2), average, ...measured.slice(2)] : measured;
}
