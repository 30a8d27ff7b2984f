import { describe, expect, test } from "bun:test";
import sharp from "sharp";
import { InvalidImageError } from "../../../src/analysis/errors.ts";
import { need } from "../../../src/analysis/local/stages/context.ts";
import { render, runUpTo } from "./render.ts";

describe("decode stage", () => {
  test("a large image becomes a work raster of 1200 px on its long side, with the scale back", async () => {
    const bytes = await render(2400, 1000, `<rect width="100%" height="100%" fill="#336699"/>`);
    const image = need((await runUpTo(bytes, ["decode"])).ctx, "image");
    expect([image.width, image.height]).toEqual([2400, 1000]);
    expect([image.work.width, image.work.height]).toEqual([1200, 500]);
    expect(image.scale).toBe(2);
    expect(image.work.data.length).toBe(1200 * 500 * 3);
    expect([...image.work.data.subarray(0, 3)]).toEqual([0x33, 0x66, 0x99]);
  });

  test("transparency is flattened onto white", async () => {
    const png = await sharp({
      create: { width: 10, height: 10, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const image = need((await runUpTo(new Uint8Array(png), ["decode"])).ctx, "image");
    expect([...image.work.data.subarray(0, 3)]).toEqual([255, 255, 255]);
  });

  test("bytes that are not an image are refused with InvalidImageError", async () => {
    await expect(runUpTo(new TextEncoder().encode("not an image"), ["decode"])).rejects.toBeInstanceOf(
      InvalidImageError,
    );
  });
});
