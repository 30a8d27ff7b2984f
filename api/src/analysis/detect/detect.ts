import type { Detections } from "../local/detect.ts";
import { cropRgb, type RasterRgb } from "../local/raster.ts";
import type { Box, EmotionMeasure, KeyElement } from "../result.ts";
import { findObjects, objectDetector } from "./centernet.ts";
import { faceModels, findFaces } from "./faces.ts";
import { foldPlan, foldRaster, partOf, unfoldBox } from "./fold.ts";
import { DETECTOR_MODEL, modelName } from "./model.ts";
import { looksPhotographed, photographedRegion } from "./shading.ts";

/**
 * Long side of the canvas the models see, which is CenterNet's own input: larger only costs time,
 * and smaller banners are enlarged to it so that people in them reach the models at a usable size.
 */
export const DETECT_SIDE = 512;
/** CenterNet's candidates: the lowest score any rule below reads, and at most this many. */
const OBJECT_CANDIDATE_MIN = 0.3;
const OBJECT_MAX = 20;
/** An expression counts only when the classifier is at least this sure of it. */
const EXPRESSION_MIN = 0.5;
/**
 * Nor on a face shorter than this in the analysed image: below about 30 px a smiling face comes
 * out sad or angry (a smiling portrait from the package's own assets, scaled down in a banner,
 * measured in docs/analysis.md), and enlarging the image for the models adds no detail.
 */
const EXPRESSION_MIN_FACE_PX = 40;
/** Expressions that contradict a smile: never reported while the classifier also sees happiness. */
const NEGATIVE = new Set(["angry", "sad", "fear", "disgust"]);
/**
 * Blazeface fires on large bold letters (0.5–0.6 on the sample ads); the face mesh scores those
 * about 0.6 and real faces of 40 px or more about 1, so a face needs a mesh score of at least this.
 */
const MIN_FACE_SCORE = 0.8;
/** An object (a person included) counts from this detector score. */
const OBJECT_MIN = 0.4;
/**
 * Once a photo is known to show someone (a face, or a person at `OBJECT_MIN`), a person this
 * sure counts too: in groups the people behind or beside the first score lower, and each is one.
 */
const MORE_PEOPLE_MIN = 0.3;

const EXPRESSIONS: Record<string, string> = {
  angry: "Anger",
  disgust: "Disgust",
  fear: "Fear",
  happy: "Happiness",
  sad: "Sadness",
  surprise: "Surprise",
  neutral: "Neutral expression",
};

let queue: Promise<unknown> = Promise.resolve();

/**
 * One model run at a time per worker: each session has one thread and the pool runs a worker
 * per core, so two images' models at once would only contend for that core.
 */
function serial<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

const r2 = (v: number) => Math.round(v * 100) / 100;
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Faces (with their expression), people and COCO objects in the work raster, with boxes in
 * work-raster pixels. A detector that cannot load reports `unavailable` instead of failing the analysis.
 */
export async function detectPeopleAndObjects(img: RasterRgb): Promise<Detections> {
  // Flat artwork holds no photographed person, and COCO's objects are photographed things too:
  // the models (about a quarter of an analysis's CPU) are not run on it. Where a photo fills only
  // part of the ad, they look only there.
  const region = photographedRegion(img);
  if (!region) {
    return {
      elements: [],
      emotions: [],
      faces: 0,
      status: {
        status: "ok",
        model: DETECTOR_MODEL,
        detail: "flat artwork, no photographed region: detectors not run",
      },
    };
  }
  let faceModel: Awaited<ReturnType<typeof faceModels>>;
  let objectModel: Awaited<ReturnType<typeof objectDetector>>;
  try {
    [faceModel, objectModel] = await Promise.all([faceModels(), objectDetector()]);
  } catch (error) {
    return unavailable(`The detector did not load: ${(error as Error).message}`);
  }
  // The region is seen at the scale the whole image would be (never coarser), so a person is
  // as large to the models as before; only the pixels that cannot hold one are left out.
  const whole = foldPlan(img.width, img.height);
  const { raster: crop, left, top } = cropRgb(img, region);
  const plan = foldPlan(crop.width, crop.height);
  const {
    raster: canvas,
    frame,
    content,
  } = await foldRaster(crop, plan, DETECT_SIDE, DETECT_SIDE / Math.max(whole.width, whole.height));
  const detected = await serial(async () => {
    try {
      // Faces on the whole square (BlazeFace squashes its input to one); objects on the region only.
      const face = await findFaces(faceModel, canvas);
      const object = await findObjects(
        objectModel,
        canvas,
        content.width,
        content.height,
        OBJECT_CANDIDATE_MIN,
        OBJECT_MAX,
      );
      return { face, object };
    } catch (error) {
      return { error: (error as Error).message } as const;
    }
  });
  if ("error" in detected) return unavailable(`Detection failed on this image: ${detected.error}`);
  const placed = (raw: [number, number, number, number]): Box | null => {
    const box = unfoldBox(plan, frame, raw);
    return box && { ...box, x: box.x + left, y: box.y + top };
  };

  let drawn = 0;
  /** A face or person must look photographed: illustrated figures are not people. */
  const photographed = (box: Box) => {
    const ok = looksPhotographed(img, box);
    if (!ok) drawn++;
    return ok;
  };
  const faces = distinct(
    detected.face
      .filter((f) => f.faceScore >= MIN_FACE_SCORE)
      .map((f) => ({
        found: f,
        score: f.boxScore,
        box: placed(f.boxRaw),
        part: partOf(plan, frame, f.boxRaw),
      })),
  ).filter((f) => photographed(f.box));
  // A person around a photographed face is photographed: a dark backdrop can leave the box too flat to tell.
  const seen = distinct(
    detected.object.map((o) => ({
      found: o,
      score: o.score,
      box: placed(o.boxRaw),
      part: partOf(plan, frame, o.boxRaw),
      label: o.label,
    })),
  ).filter((o) => o.label !== "person" || faces.some((f) => overlap(f.box, o.box) > 0.8) || photographed(o.box));
  const someone = faces.length > 0 || seen.some((o) => o.label === "person" && o.score >= OBJECT_MIN);
  const objects = seen.filter((o) => o.score >= (someone && o.label === "person" ? MORE_PEOPLE_MIN : OBJECT_MIN));

  const elements: KeyElement[] = [];
  const strongest = new Map<string, number>();
  for (const { found: f, box } of faces) {
    const top = expressionOf(f.emotion, box.height);
    const expression = top?.emotion ?? null;
    if (expression) strongest.set(expression, Math.max(strongest.get(expression) ?? 0, top!.score));
    elements.push({
      label: expression ? `Face (${expression})` : "Face",
      kind: "face",
      box,
      confidence: r2(f.boxScore),
      basis: "measured",
    });
  }
  for (const { found: o, box } of objects) {
    const person = o.label === "person";
    elements.push({
      label: person ? "Person" : capital(o.label),
      kind: person ? "person" : "object",
      box,
      confidence: r2(o.score),
      basis: "measured",
    });
  }
  const emotions: EmotionMeasure[] = [...strongest]
    .map(([e, s]) => ({ emotion: EXPRESSIONS[e] ?? capital(e), strength: r2(s), basis: "face" as const }))
    .sort((a, b) => b.strength - a.strength || a.emotion.localeCompare(b.emotion));
  const people = objects.filter((o) => o.label === "person").length;
  const strips = plan.parts.length > 1 ? ` (the banner folded into ${plan.parts.length} strips)` : "";
  const drawnNote = drawn > 0 ? `; ${drawn} drawn figure(s) left out` : "";
  return {
    elements,
    emotions,
    faces: faces.length,
    status: {
      status: "ok",
      model: modelName(),
      detail: `${faces.length} face(s), ${people} person(s), ${objects.length - people} other object(s) at ${canvas.width}×${canvas.height}, objects on ${content.width}×${content.height}${strips}${drawnNote}`,
    },
  };
}

/**
 * The face's expression when it can be trusted: the face large enough to show one, the
 * classifier sure of it, and no sign of a smile behind a negative reading.
 */
export function expressionOf(
  scores: { emotion: string; score: number }[],
  faceHeight: number,
): { emotion: string; score: number } | null {
  if (faceHeight < EXPRESSION_MIN_FACE_PX) return null;
  const top = [...scores].sort((a, b) => b.score - a.score)[0];
  if (!top || top.score < EXPRESSION_MIN) return null;
  if (NEGATIVE.has(top.emotion) && scores.some((s) => s.emotion === "happy")) return null;
  return top;
}

interface Found<T> {
  found: T;
  score: number;
  box: Box | null;
  /** The strip the sighting was made in (detect/fold.ts). */
  part: number;
  label?: string;
}

/**
 * Strongest first, boxes mapped back to the image, and the second sighting of the same thing
 * dropped: strips overlap, so a face near a fold is found in both. Within one strip the model
 * has already kept one box per thing, so two overlapping people there are two people.
 */
function distinct<T>(found: Found<T>[]): (Found<T> & { box: Box })[] {
  const kept: (Found<T> & { box: Box })[] = [];
  const sorted = found
    .filter((f): f is Found<T> & { box: Box } => f.box !== null && f.box.width > 0 && f.box.height > 0)
    .sort((a, b) => b.score - a.score || a.box.x - b.box.x || a.box.y - b.box.y);
  for (const f of sorted) {
    if (!kept.some((k) => k.part !== f.part && k.label === f.label && overlap(k.box, f.box) > 0.6)) kept.push(f);
  }
  return kept;
}

/** Intersection over the smaller box: a clipped half-sighting inside a whole one counts as the same. */
function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  if (w <= 0 || h <= 0) return 0;
  return (w * h) / Math.min(a.width * a.height, b.width * b.height);
}

function unavailable(detail: string): Detections {
  return { elements: [], emotions: [], faces: 0, status: { status: "unavailable", model: DETECTOR_MODEL, detail } };
}
