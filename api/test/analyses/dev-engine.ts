import sharp from "sharp";
import type { AnalysisEngine } from "../../src/analysis/engine.ts";
import { normalizeAnalysisResult } from "../../src/analysis/normalize.ts";

/** Temporary deterministic engine for development while the real engine lands. */
export const devEngine: AnalysisEngine = {
  async analyze({ bytes, filename }) {
    const meta = await sharp(bytes).metadata();
    const heatmapPng = new Uint8Array(
      await sharp({
        create: { width: meta.width ?? 1, height: meta.height ?? 1, channels: 4, background: "#ff000080" },
      })
        .png()
        .toBuffer(),
    );
    const score = (bytes.byteLength % 90) / 10 + 1;
    return {
      result: normalizeAnalysisResult({
        effectivenessScore: score,
        messageClarity: 7,
        brandName: filename.startsWith("luma") ? "LUMA" : "Acme",
        adType: filename.includes("social") ? "Social Media" : "Display Ads",
        colorScheme: ["#FFFFFF", "#E63946"],
        emotions: ["Excitement", "Trust"],
        targetAudience: "Sports fans",
        call_to_action: "Subscribe",
        recommendations: ["Increase CTA contrast"],
        textContent: "Stream Every Match",
      }),
      heatmapPng,
    };
  },
  async close() {},
};
