import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import path from "node:path";
import sharp from "sharp";
import { createEngine } from "../../src/analysis/index.ts";
import type { AnalysisResult, KeyElement } from "../../src/analysis/result.ts";
import { loadConfig } from "../../src/config.ts";
import { createLogger } from "../../src/log.ts";
import { adBytes } from "./fixtures.ts";

const PHOTOS = path.resolve(import.meta.dir, "../fixtures/photos");
const engine = createEngine(loadConfig({ ANALYSIS_WORKERS: "1", LOG_LEVEL: "silent" }), createLogger("silent"));
afterAll(() => engine.close());

const photo = async (file: string) => new Uint8Array(await Bun.file(path.join(PHOTOS, file)).arrayBuffer());
const analyse = async (bytes: Uint8Array, filename: string) => (await engine.analyze({ bytes, filename })).result;
const ofKind = (r: AnalysisResult, kind: KeyElement["kind"]) => r.key_elements.filter((k) => k.kind === kind);
const centre = (k: KeyElement) => ({ x: k.box!.x + k.box!.width / 2, y: k.box!.y + k.box!.height / 2 });

let portrait: AnalysisResult;
let bigPortrait: AnalysisResult;
let dinner: AnalysisResult;
let smiling: AnalysisResult;
beforeAll(async () => {
  const bytes = await photo("portrait.jpg");
  // Larger than the 1200 px work raster, so boxes must be scaled back to the uploaded pixels.
  const big = await sharp(bytes).resize(1668, 1668).jpeg({ quality: 90 }).toBuffer();
  portrait = await analyse(bytes, "portrait.jpg");
  bigPortrait = await analyse(new Uint8Array(big), "portrait-big.jpg");
  dinner = await analyse(await photo("dinner.jpg"), "dinner.jpg");
  smiling = await analyse(await photo("smiling.jpg"), "smiling.jpg");
}, 240_000);

describe("people and objects from the bundled models", () => {
  test("a head-and-shoulders portrait: one face, one person, status and model reported", () => {
    expect(portrait.detection?.status).toBe("ok");
    expect(portrait.detection?.model).toContain("@vladmandic/human 3.3.6");
    const faces = ofKind(portrait, "face");
    expect(faces).toHaveLength(1);
    const face = faces[0]!;
    expect(face.basis).toBe("measured");
    expect(face.confidence).toBeGreaterThan(0.7);
    expect(face.confidence).toBeLessThanOrEqual(1);
    // The face fills most of the 139×139 crop.
    expect(face.box!.width).toBeGreaterThan(100);
    expect(Math.abs(centre(face).x - 69)).toBeLessThan(20);
    expect(Math.abs(centre(face).y - 69)).toBeLessThan(20);
    expect(ofKind(portrait, "person")).toHaveLength(1);
    expect(ofKind(portrait, "person")[0]!.label).toBe("Person");
  });

  test("a face's expression feeds emotions, labelled as coming from a face", () => {
    const fromFace = smiling.emotion_details.filter((e) => e.basis === "face");
    expect(fromFace).toEqual([{ emotion: "Happiness", strength: expect.any(Number), basis: "face" }]);
    expect(fromFace[0]!.strength).toBeGreaterThanOrEqual(0.5);
    expect(smiling.emotions).toContain("Happiness");
    expect(ofKind(smiling, "face").map((f) => f.label)).toEqual(["Face (happy)"]);
  });

  test("boxes are in pixels of the uploaded image", () => {
    const scale = 1668 / 139;
    const small = ofKind(portrait, "face")[0]!.box!;
    const big = ofKind(bigPortrait, "face")[0]!.box!;
    expect(Math.abs(big.width / scale - small.width)).toBeLessThan(8);
    expect(Math.abs(big.x / scale - small.x)).toBeLessThan(8);
    expect(Math.abs(big.y / scale - small.y)).toBeLessThan(8);
    expect(big.x + big.width).toBeLessThanOrEqual(1668);
    expect(big.y + big.height).toBeLessThanOrEqual(1668);
  });

  test("a restaurant photo: the man's face inside his person box, and the cup on the table as an object", () => {
    const faces = ofKind(dinner, "face");
    const people = ofKind(dinner, "person");
    expect(faces).toHaveLength(1);
    expect(people).toHaveLength(1);
    const f = faces[0]!.box!;
    const p = people[0]!.box!;
    expect(f.x).toBeGreaterThanOrEqual(p.x);
    expect(f.x + f.width).toBeLessThanOrEqual(p.x + p.width);
    expect(f.y).toBeGreaterThanOrEqual(p.y - 4);
    expect(ofKind(dinner, "object").map((o) => o.label)).toContain("Cup");
    expect(dinner.detection?.detail).toContain("1 face(s), 1 person(s)");
    expect(dinner.strengths).toContain("Shows a person (a face visible), which draws attention.");
  });

  test("the same bytes give the same detections", async () => {
    const again = await analyse(await photo("dinner.jpg"), "dinner.jpg");
    expect(again.key_elements).toEqual(dinner.key_elements);
    expect(again.emotion_details).toEqual(dinner.emotion_details);
  }, 120_000);

  // Flat artwork with large headline letters, in a low-contrast and a dark palette: the face model
  // alone once fired on such letters.
  for (const file of ["ad-011.jpg", "ad-012.jpg", "ad-005.png"]) {
    test(`${file}: a flat synthetic ad yields no people, faces or objects`, async () => {
      const r = await analyse(await adBytes(file), file);
      expect(r.detection?.status).toBe("ok");
      expect(r.key_elements.filter((k) => ["face", "person", "object"].includes(k.kind))).toEqual([]);
      expect(r.emotion_details.every((e) => e.basis === "colour")).toBe(true);
    }, 120_000);
  }
});
