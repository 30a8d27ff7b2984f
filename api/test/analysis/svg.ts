import sharp from "sharp";
import { decode, type RasterRgb } from "../../src/analysis/local/raster.ts";

/** A PNG rendered from SVG markup drawn on a `width`×`height` canvas. */
export async function render(width: number, height: number, body: string): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
}

/** The engine's work raster of SVG markup rendered on a `width`×`height` canvas (`render`, decoded). */
export async function rendered(width: number, height: number, body: string): Promise<RasterRgb> {
  return (await decode(await render(width, height, body))).work;
}

/** SVG text in DejaVu Sans, or another face installed with the system fonts that sharp's renderer uses. */
export function text(
  x: number,
  y: number,
  size: number,
  fill: string,
  content: string,
  extra = "",
  face = "DejaVu Sans",
): string {
  return `<text x="${x}" y="${y}" font-family="${face}" font-size="${size}" fill="${fill}" ${extra}>${content}</text>`;
}
