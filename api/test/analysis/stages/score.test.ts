import { afterAll, describe, expect, test } from "bun:test";
import path from "node:path";
import sharp from "sharp";
import { STAGES } from "../../../src/analysis/local/analyze.ts";
import { NORMS } from "../../../src/analysis/local/norms.ts";
import { closeOcr } from "../../../src/analysis/local/ocr/index.ts";
import { need } from "../../../src/analysis/local/stages/context.ts";
import { render, runUpTo, text } from "./render.ts";

afterAll(closeOcr);

const bold = 'font-weight="bold"';
const ctaButton = `<rect x="80" y="820" width="420" height="120" rx="24" fill="#B91C1C"/>${text(290, 898, 52, "#ffffff", "Shop now", `${bold} text-anchor="middle"`)}`;

/** A photo ad done well: a photo, a large headline, the brand's name and address, a button. */
async function strongPhotoAd(): Promise<Uint8Array> {
  const photo = await sharp(path.resolve(import.meta.dir, "../../fixtures/photos/dinner.jpg"))
    .resize(540, 1080, { fit: "cover" })
    .toBuffer();
  const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1080">
    ${text(80, 140, 44, "#0F172A", "NORDA", `${bold} letter-spacing="6"`)}
    ${text(80, 380, 84, "#0F172A", "Dinner,", bold)}${text(80, 480, 84, "#0F172A", "done.", bold)}
    ${text(80, 580, 40, "#334155", "Fresh kits at your door")}${ctaButton}
    ${text(80, 1030, 32, "#334155", "norda.com")}</svg>`;
  const out = await sharp({ create: { width: 1080, height: 1080, channels: 3, background: "#F8FAFC" } })
    .composite([
      { input: photo, left: 540, top: 0 },
      { input: Buffer.from(overlay), left: 0, top: 0 },
    ])
    .png()
    .toBuffer();
  return new Uint8Array(out);
}

/** Text on a flat page with a button, and nothing to say whose ad it is: the first engine scored this 8.6. */
const textOnlyNoBrand = () =>
  render(
    1080,
    1080,
    `<rect width="100%" height="100%" fill="#FEF3C7"/>${text(80, 300, 96, "#1F2937", "Big savings", bold)}${text(80, 420, 48, "#374151", "on everything this week")}${ctaButton}`,
  );

/** Pale text that barely reads, too many words, no action and no brand. */
const weakAd = () =>
  render(
    1080,
    1080,
    `<rect width="100%" height="100%" fill="#E5E7EB"/>${[
      "We have many new products",
      "for many kinds of people and",
      "you can find out about them",
      "if you look around our store",
      "on any day of the week soon",
    ]
      .map((line, i) => text(80, 260 + i * 110, 56, "#C4C8CE", line))
      .join("")}`,
  );

async function scoreOf(bytes: Promise<Uint8Array>) {
  const { ctx } = await runUpTo(
    await bytes,
    STAGES.map((s) => s.name),
  );
  return need(ctx, "score");
}

describe("the effectiveness score", () => {
  test("ranks a clear photo ad above a brandless text-only one, and that above a pale wall of words", async () => {
    const strong = await scoreOf(strongPhotoAd());
    const textOnly = await scoreOf(textOnlyNoBrand());
    const weak = await scoreOf(weakAd());
    const factor = (s: typeof strong, name: string) => s.breakdown.find((f) => f.factor === name)?.score;
    expect(factor(strong, "Brand presence")).toBe(10);
    expect(factor(textOnly, "Brand presence")).toBe(0);
    expect(factor(strong, "Visual")).toBeGreaterThan(factor(textOnly, "Visual")!);
    expect(strong.effectiveness).toBeGreaterThan(textOnly.effectiveness + 1);
    expect(textOnly.effectiveness).toBeGreaterThan(weak.effectiveness + 1);
  }, 60_000);

  test("each channel's weights cover every factor and sum to 1; a street screen does not weigh the call to action", () => {
    for (const norm of Object.values(NORMS)) {
      expect(Object.values(norm.weights).reduce((s, w) => s + w, 0)).toBeCloseTo(1, 6);
    }
    expect(NORMS.dooh.weights["Call to action"]).toBe(0);
  });
});
