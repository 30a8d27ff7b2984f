import path from "node:path";
import sharp from "sharp";

const PHOTOS = path.resolve(import.meta.dir, "../fixtures/photos");

/**
 * A `w`×`h` ad exported at `scale` times its size, as creatives for dense screens are (1.5×, 2×
 * retina): the SVG drawn sharp at that size, with a photo from the fixtures down its right 45 %
 * when one is named, saved as JPEG.
 */
export async function exported(
  w: number,
  h: number,
  body: string,
  { scale, photo }: { scale: number; photo?: string },
): Promise<Uint8Array> {
  const [W, H] = [Math.round(scale * w), Math.round(scale * h)];
  let ad = sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${w} ${h}">${body}</svg>`,
    ),
  );
  if (photo) {
    const pw = Math.round(W * 0.45);
    const picture = await sharp(path.join(PHOTOS, photo)).resize(pw, H, { fit: "cover" }).toBuffer();
    ad = sharp(await ad.png().toBuffer()).composite([{ input: picture, left: W - pw, top: 0 }]);
  }
  return new Uint8Array(await ad.jpeg({ quality: 90 }).toBuffer());
}
