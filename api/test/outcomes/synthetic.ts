import { seedAnalysis } from "../analyses/helpers.ts";
import type { TestApp } from "../harness.ts";

/** A small seeded generator, so the synthetic workspaces are the same on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Ad {
  id: string;
  filename: string;
  /** The log-odds of a click the synthetic world gives this ad. */
  truth: number;
  impressions: number;
  clicks: number;
}

/**
 * `count` analyses whose measured focus, brightness, warmth and saturation vary; in the `known`
 * world click-through rises with focus and falls with brightness, in the `noise` world it is
 * drawn independently of everything the analysis measured.
 */
export async function syntheticWorkspace(
  t: TestApp,
  userId: string,
  count: number,
  world: "known" | "noise",
  seed: number,
) {
  const rnd = random(seed);
  const ads: Ad[] = [];
  for (let i = 0; i < count; i++) {
    const focus = rnd();
    const brightness = rnd();
    const result = {
      attention: { focus, cta_share: null, headline_share: null, peak: { x: 0, y: 0 }, method: "synthetic" },
      tone: { warmth: rnd() * 2 - 1, saturation: rnd(), brightness },
    };
    const filename = `${world}-${i}.png`;
    const row = await seedAnalysis(t, userId, { filename, result });
    const truth = world === "known" ? -4 + 2.5 * focus - 1.5 * brightness + (rnd() - 0.5) * 0.2 : -4 + rnd() * 2;
    const impressions = 50_000;
    ads.push({ id: row.id, filename, truth, impressions, clicks: Math.round(impressions / (1 + Math.exp(-truth))) });
  }
  return ads;
}
