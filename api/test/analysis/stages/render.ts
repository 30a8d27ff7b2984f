import sharp from "sharp";
import { runStages, STAGES } from "../../../src/analysis/local/analyze.ts";
import type { AnalysisContext, LocalOptions, StageName } from "../../../src/analysis/local/stages/context.ts";

/** A PNG rendered from SVG markup drawn on a `width`×`height` canvas. */
export async function render(width: number, height: number, body: string): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
}

/** SVG text in DejaVu Sans (installed with the system fonts that sharp's renderer uses). */
export function text(x: number, y: number, size: number, fill: string, content: string, extra = ""): string {
  return `<text x="${x}" y="${y}" font-family="DejaVu Sans" font-size="${size}" fill="${fill}" ${extra}>${content}</text>`;
}

/** The context after running the named stages (and only those) over `bytes`, in pipeline order. */
export async function runUpTo(
  bytes: Uint8Array,
  names: StageName[],
  options: LocalOptions = {},
): Promise<{ ctx: AnalysisContext; ms: Record<string, number> }> {
  const ctx: AnalysisContext = { bytes, options };
  const ms = await runStages(
    ctx,
    STAGES.filter((s) => names.includes(s.name)),
  );
  return { ctx, ms };
}
