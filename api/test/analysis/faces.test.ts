import { describe, expect, test } from "bun:test";
import path from "node:path";
import sharp from "sharp";
import { detectPeopleAndObjects, expressionOf } from "../../src/analysis/detect/detect.ts";

/** A smiling woman, cropped from the package's own demo screenshot (fixtures/photos/README.md). */
const SMILING = path.resolve(import.meta.dir, "../fixtures/photos/smiling.jpg");
const NEGATIVE = /angry|sad|fear|disgust|anger|sadness/i;

/** The smiling face set `size` px tall in a 300×250 banner, as the work raster the detectors see. */
async function bannerWithFace(size: number) {
  const face = await sharp(SMILING).resize(size, size).toBuffer();
  const { data, info } = await sharp({ create: { width: 300, height: 250, channels: 3, background: "#dfe7ef" } })
    .composite([{ input: face, left: 150 - Math.round(size / 2), top: 40 }])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data) };
}

describe("face expressions", () => {
  test("a smiling face is never reported angry or sad at any size, and happy once it is large enough", async () => {
    // At 20–32 px the classifier reads this smile as sad or angry; those sizes must report no expression.
    for (const size of [20, 24, 32, 48, 96, 140]) {
      const found = await detectPeopleAndObjects(await bannerWithFace(size));
      const faces = found.elements.filter((e) => e.kind === "face");
      for (const f of faces)
        expect({ size, label: f.label }).not.toMatchObject({ label: expect.stringMatching(NEGATIVE) });
      for (const e of found.emotions)
        expect({ size, emotion: e.emotion }).not.toMatchObject({ emotion: expect.stringMatching(NEGATIVE) });
      if (size >= 96) expect({ size, labels: faces.map((f) => f.label) }).toEqual({ size, labels: ["Face (happy)"] });
    }
  }, 120_000);

  test("an expression needs a large face, a sure classifier and no smile behind a negative reading", () => {
    expect(expressionOf([{ emotion: "happy", score: 0.9 }], 80)).toEqual({ emotion: "happy", score: 0.9 });
    expect(expressionOf([{ emotion: "happy", score: 0.9 }], 30)).toBeNull();
    expect(expressionOf([{ emotion: "surprise", score: 0.4 }], 80)).toBeNull();
    expect(
      expressionOf(
        [
          { emotion: "sad", score: 0.62 },
          { emotion: "happy", score: 0.13 },
        ],
        80,
      ),
    ).toBeNull();
    expect(expressionOf([{ emotion: "sad", score: 0.8 }], 80)).toEqual({ emotion: "sad", score: 0.8 });
  });
});

describe("people in a group", () => {
  test("two people side by side in a small photo are two, not one", async () => {
    // Three people pose together; the second scores under the 0.4 a first sighting needs.
    const { data, info } = await sharp(path.resolve(import.meta.dir, "../fixtures/photos/trio.jpg"))
      .resize(300)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const found = await detectPeopleAndObjects({ width: info.width, height: info.height, data: new Uint8Array(data) });
    const people = found.elements.filter((e) => e.kind === "person");
    expect(people.length).toBeGreaterThanOrEqual(2);
    const [a, b] = people.map((p) => p.box!).sort((x, y) => x.x - y.x);
    expect(b!.x).toBeGreaterThanOrEqual(a!.x + a!.width / 2);
  }, 60_000);
});

describe("detectors only where a photo is", () => {
  test("on a flat ad with a photo down one side, objects are sought in that side only and the person is still found", async () => {
    // 1080×1080 flat artwork (a fill, a headline bar, a button) with a standing person photo on the right 45 %.
    const photo = await sharp(path.resolve(import.meta.dir, "../fixtures/photos/standing.jpg"))
      .resize(486, 1080, { fit: "cover" })
      .toBuffer();
    const page = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1080">
      <rect width="1080" height="1080" fill="#0b3d91"/>
      <rect x="60" y="200" width="420" height="90" fill="#ffffff"/>
      <rect x="60" y="820" width="300" height="110" rx="20" fill="#ffc72c"/></svg>`);
    const { data, info } = await sharp(page)
      .composite([{ input: photo, left: 594, top: 0 }])
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const found = await detectPeopleAndObjects({ width: info.width, height: info.height, data: new Uint8Array(data) });
    const people = found.elements.filter((e) => e.kind === "person");
    expect(people.length).toBeGreaterThanOrEqual(1);
    for (const p of people) expect(p.box!.x + p.box!.width / 2).toBeGreaterThan(594);
    // The whole square would be 512 wide; the region holding the photo is about half of it.
    const [, w] = /objects on (\d+)×(\d+)/.exec(found.status.detail ?? "")!.map(Number);
    expect(w!).toBeLessThan(400);
  }, 60_000);
});
