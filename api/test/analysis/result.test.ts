import { describe, expect, test } from "bun:test";
import { normalizeAnalysisResult } from "../../src/analysis/index.ts";
import { contrastRatio, deltaE2000, parseHex } from "../../src/analysis/local/color.ts";
import type { Advice } from "../../src/analysis/result.ts";

describe("colour science", () => {
  test("CIEDE2000 matches Sharma et al.'s published test pairs", () => {
    expect(deltaE2000([50, 2.6772, -79.7751], [50, 0, -82.7485])).toBeCloseTo(2.0425, 3);
    expect(deltaE2000([50, -1.3802, -84.2814], [50, 0, -82.7485])).toBeCloseTo(1.0, 3);
    expect(deltaE2000([50, 2.5, 0], [73, 25, -18])).toBeCloseTo(27.1492, 3);
    expect(deltaE2000([60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387])).toBeCloseTo(1.2644, 3);
  });

  test("WCAG contrast ratios", () => {
    expect(contrastRatio(parseHex("#000000"), parseHex("#FFFFFF"))).toBe(21);
    expect(contrastRatio(parseHex("#777777"), parseHex("#FFFFFF"))).toBe(4.48);
  });
});

describe("normalizeAnalysisResult", () => {
  test("reads the alternative spellings of spec 02 §3", () => {
    const r = normalizeAnalysisResult({
      effectiveness_score: "7.5",
      message_clarity: 8,
      brand: "Acme",
      ad_type: "Social Media",
      colors: "#FF0000, #00FF00",
      emotion: ["Joy", "Trust"],
      target_audience: "Runners",
      cta: "Shop now",
      key_elements: [
        "runner",
        { label: "shoe", kind: "object", box: { x: 1, y: 2, width: 3, height: 4 }, confidence: 0.9 },
      ],
      recommendations: "Bigger CTA\nLess text",
      text_content: "Run faster",
    });
    expect(r).toMatchObject({
      effectiveness_score: 7.5,
      message_clarity: 8,
      brand_name: "Acme",
      ad_type: "Social Media",
      color_scheme: ["#FF0000", "#00FF00"],
      emotions: ["Joy", "Trust"],
      target_audience: "Runners",
      call_to_action: "Shop now",
      recommendations: ["Bigger CTA", "Less text"],
      text_content: "Run faster",
    });
    expect(r.key_elements).toEqual([
      { label: "runner", kind: "other", box: null, confidence: null, basis: "model" },
      { label: "shoe", kind: "object", box: { x: 1, y: 2, width: 3, height: 4 }, confidence: 0.9, basis: "model" },
    ]);
  });

  test("other spellings: brand_name, color_scheme list, callToAction, percentages", () => {
    const r = normalizeAnalysisResult({
      effectiveness_score: 82,
      brand_name: "Zed",
      color_scheme: [{ hex: "#123456" }, "navy"],
      callToAction: { text: "Sign up" },
      emotions: "Calm",
    });
    expect(r.effectiveness_score).toBe(8.2);
    expect(r.brand_name).toBe("Zed");
    expect(r.color_scheme).toEqual(["#123456", "navy"]);
    expect(r.call_to_action).toBe("Sign up");
    expect(r.emotions).toEqual(["Calm"]);
  });

  test("advice objects are read back with their codes; unknown codes and malformed items are left out", () => {
    const kept: Advice = {
      code: "unread_brand",
      text: "We could not read a brand name; …",
      severity: "low",
      evidence: {
        detail: "0.52% of the image is neither background, text nor button",
        box: { x: 1, y: 2, width: 3, height: 4 },
      },
    };
    const r = normalizeAnalysisResult({
      recommendations: [kept.text],
      advice: [kept, { ...kept, code: "from_a_later_version" }, { text: "no code" }],
    });
    expect(r.advice).toEqual([kept]);
    expect(normalizeAnalysisResult({ recommendations: [] }).advice).toBeUndefined();
  });

  test("missing or garbage input becomes absent values, not guesses", () => {
    const r = normalizeAnalysisResult("not an object");
    expect(r).toMatchObject({
      effectiveness_score: 0,
      brand_name: null,
      target_audience: null,
      call_to_action: null,
      color_scheme: [],
      key_elements: [],
      text_content: "",
      palette: [],
      cta: null,
      engine: null,
    });
  });
});
