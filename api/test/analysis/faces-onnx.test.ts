import { describe, expect, test } from "bun:test";
import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";
import { detectPeopleAndObjects } from "../../src/analysis/detect/detect.ts";
import { faceModels, findFaces } from "../../src/analysis/detect/faces.ts";

const require = createRequire(import.meta.url);
/** A smiling woman, cropped from the package's own demo screenshot (fixtures/photos/README.md). */
const SMILING = path.resolve(import.meta.dir, "../fixtures/photos/smiling.jpg");
const NEGATIVE = /angry|sad|fear|disgust|anger|sadness/i;
/** Human's tfjs build or any tfjs package, had anything loaded them. */
const tfjsLoaded = () => Object.keys(require.cache).filter((k) => /@vladmandic[\\/]human[\\/]dist|@tensorflow/.test(k));

describe("face models on onnxruntime", () => {
  test("the portrait's face is found with its mesh score and a happy expression, and tfjs is never loaded", async () => {
    // The portrait in the top-left of a grey 512² square, as detect/fold.ts hands it to the models.
    const { data } = await sharp(SMILING)
      .resize(300, 300)
      .extend({ right: 212, bottom: 212, background: "#808080" })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const faces = await findFaces(await faceModels(), { width: 512, height: 512, data: new Uint8Array(data) });
    expect(faces).toHaveLength(1);
    const [face] = faces;
    expect(face!.faceScore).toBeGreaterThanOrEqual(0.8);
    expect(face!.boxScore).toBeGreaterThan(0.5);
    // The face fills most of the 300 px photo: its box lies inside it, and is most of its width.
    const [x, y, w, h] = face!.boxRaw.map((v) => v * 512) as [number, number, number, number];
    expect(x).toBeGreaterThan(-30);
    expect(y).toBeGreaterThan(-30);
    expect(x + w).toBeLessThan(330);
    expect(w).toBeGreaterThan(150);
    // Squared before its corners are rounded to whole pixels.
    expect(Math.abs(h - w)).toBeLessThanOrEqual(1);
    expect(face!.emotion[0]).toMatchObject({ emotion: "happy" });
    expect(face!.emotion[0]!.score).toBeGreaterThan(0.5);
    expect(face!.emotion.map((e) => e.score)).toEqual(face!.emotion.map((e) => e.score).sort((a, b) => b - a));

    // The product's reading of it: one face, happy, and no negative expression.
    const { data: raw, info } = await sharp(SMILING).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const found = await detectPeopleAndObjects({ width: info.width, height: info.height, data: new Uint8Array(raw) });
    expect(found.status.status).toBe("ok");
    expect(found.status.model).toContain("on onnxruntime-node");
    expect(found.elements.filter((e) => e.kind === "face").map((e) => e.label)).toEqual(["Face (happy)"]);
    expect(found.emotions.map((e) => e.emotion)).toEqual(["Happiness"]);
    for (const e of found.emotions) expect(e.emotion).not.toMatch(NEGATIVE);
    expect(tfjsLoaded()).toEqual([]);
  }, 60_000);
});
