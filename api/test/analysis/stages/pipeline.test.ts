import { afterAll, describe, expect, test } from "bun:test";
import path from "node:path";
import { detectPeopleAndObjects } from "../../../src/analysis/detect/detect.ts";
import { runStages, STAGES } from "../../../src/analysis/local/analyze.ts";
import { closeOcr } from "../../../src/analysis/local/ocr/index.ts";
import { assemble } from "../../../src/analysis/local/stages/assemble.ts";
import { type AnalysisContext, need } from "../../../src/analysis/local/stages/context.ts";
import { render, runUpTo, text } from "./render.ts";

afterAll(closeOcr);

const ALL = STAGES.map((s) => s.name);

// A plain 1080×1080 social ad without a button or an imperative: the score and advice must say so.
const noCta = render(
  1080,
  1080,
  `<rect width="100%" height="100%" fill="#FEF3C7"/>${text(80, 300, 96, "#1F2937", "Slow mornings")}${text(80, 420, 48, "#374151", "brewed in small batches")}`,
);

describe("the pipeline of stages", () => {
  test("every stage runs once, in dependency order, and reports its wall time", async () => {
    const { ctx, ms } = await runUpTo(await noCta, ALL);
    expect(Object.keys(ms).sort()).toEqual([...ALL].sort());
    for (const v of Object.values(ms)) expect(v).toBeGreaterThanOrEqual(0);
    expect(need(ctx, "roles").headline?.text).toBe("Slow mornings");
  }, 30_000);

  test("score: the missing CTA scores 2 and the rubric's weights sum to 1", async () => {
    const { ctx } = await runUpTo(await noCta, ALL);
    const score = need(ctx, "score");
    expect(score.breakdown.find((f) => f.factor === "Call to action")?.score).toBe(2);
    expect(score.breakdown.reduce((s, f) => s + f.weight, 0)).toBeCloseTo(1, 6);
    expect(score.effectiveness).toBeGreaterThan(0);
    expect(score.effectiveness).toBeLessThanOrEqual(10);
    expect(score.clarity.word_count).toBe(6);
  }, 30_000);

  test("advice: the first recommendation is the missing CTA", async () => {
    const { ctx } = await runUpTo(await noCta, ALL);
    expect(need(ctx, "advice").recommendations[0]).toStartWith("No call to action was found");
  }, 30_000);

  test("people: without a detector there are no detections; with one, a face in a portrait", async () => {
    const portrait = new Uint8Array(
      await Bun.file(path.resolve(import.meta.dir, "../../fixtures/photos/portrait.jpg")).arrayBuffer(),
    );
    const without = await runUpTo(portrait, ["decode", "people"]);
    expect(need(without.ctx, "people").detections).toBeNull();
    const withDetector = await runUpTo(portrait, ["decode", "people"], { detect: detectPeopleAndObjects });
    expect(need(withDetector.ctx, "people").detections?.faces).toBe(1);
  }, 60_000);

  test("the transcript leaves out an unsure reading that is no word; the words keep it with its confidence", async () => {
    const { ctx } = await runUpTo(await noCta, ALL);
    const layout = need(ctx, "layout");
    const line = layout.phrases.find((p) => p.text === "brewed in small batches")!;
    const misread = { ...line.words[0]!, text: "alllagll", confidence: 64 };
    line.words = [...line.words, misread];
    line.text = `${line.text} alllagll`;
    layout.words = [...layout.words, misread];
    const result = assemble(ctx, {}, 0);
    expect(result.text_content).toContain("brewed in small batches");
    expect(result.text_content).not.toContain("alllagll");
    expect(result.text?.words.map((w) => w.text)).toContain("alllagll");
  }, 30_000);

  test("a stage listed before what it needs is refused instead of running on missing input", async () => {
    const ctx: AnalysisContext = { bytes: await noCta, options: {} };
    const layout = STAGES.find((s) => s.name === "layout")!;
    await expect(runStages(ctx, [layout])).rejects.toThrow(
      'stage "layout" needs "decode", which is not listed before it',
    );
  }, 30_000);
});
