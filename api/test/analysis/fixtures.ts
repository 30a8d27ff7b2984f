import path from "node:path";

export const ADS_DIR = path.resolve(import.meta.dir, "../fixtures/ads");

export interface Truth {
  file: string;
  width: number;
  height: number;
  placement: string;
  ad_type: "social" | "display" | "print";
  brand: string;
  headline: string;
  body: string | null;
  cta: string | null;
  colors: { background: string; accent: string | null; text: string };
  cta_contrast: number | null;
  headline_contrast: number;
  low_contrast: boolean;
}

export const truth: Truth[] = await Bun.file(path.join(ADS_DIR, "truth.json")).json();

export async function adBytes(file: string): Promise<Uint8Array> {
  return new Uint8Array(await Bun.file(path.join(ADS_DIR, file)).arrayBuffer());
}
