import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { TEST_TIMEOUT_MS } from "../analyses/helpers.ts";
import { json, startTestApp, type TestApp } from "../harness.ts";
import { type Ad, syntheticWorkspace as synthetic } from "./synthetic.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Model {
  version: number;
  status: string;
  sample_size: number;
  cv_rank_correlation: number | null;
  drivers: { feature: string; effect: string }[];
}

/** The fit runs in the background after an import: waits for `version` to be recorded. */
async function fitted(token: string, version: number): Promise<Model> {
  for (let i = 0; i < 200; i++) {
    const body = await json<{ data: Model[] }>(await t.request("/v1/performance-models", { token }));
    const found = body.data.find((m) => m.version === version);
    if (found) return found;
    await Bun.sleep(100);
  }
  throw new Error(`model version ${version} was never fitted`);
}

function spearman(a: number[], b: number[]): number {
  const rank = (v: number[]) => {
    const order = v.map((x, i) => [x, i] as const).sort((p, q) => p[0] - q[0]);
    const r = new Array<number>(v.length);
    order.forEach(([, i], k) => {
      r[i] = k;
    });
    return r;
  };
  const ra = rank(a);
  const rb = rank(b);
  const n = a.length;
  const d2 = ra.reduce((s, r, i) => s + (r - (rb[i] ?? 0)) ** 2, 0);
  return 1 - (6 * d2) / (n * (n * n - 1));
}

const syntheticWorkspace = (userId: string, count: number, world: "known" | "noise", seed: number) =>
  synthetic(t, userId, count, world, seed);

const outcome = (a: Ad) => ({ impressions: a.impressions, clicks: a.clicks });

describe("outcomes → performance model → prediction", () => {
  test(
    "a known relation is recovered once 30 analyses have impressions, and every fit is kept",
    async () => {
      const user = await t.createUser({ tier: "enterprise" });
      const ads = await syntheticWorkspace(user.id, 40, "known", 7);

      const first = await t.request("/v1/outcomes", {
        token: user.token,
        json: { outcomes: ads.slice(0, 29).map((a) => ({ filename: a.filename, ...outcome(a) })) },
      });
      expect(first.status).toBe(200);
      expect(await first.json()).toEqual({ imported: 29, unmatched: [], refit_queued: true });
      const v1 = await fitted(user.token, 1);
      expect(v1).toMatchObject({ status: "insufficient_data", sample_size: 29, cv_rank_correlation: null });
      const early = await json(await t.request(`/v1/analyses/${ads[0]?.id}/performance`, { token: user.token }));
      expect(early).toMatchObject({ status: "insufficient_data", index: null, drivers: [] });

      const second = await t.request("/v1/outcomes", {
        token: user.token,
        json: {
          outcomes: [
            ...ads.slice(29).map((a) => ({ analysis_id: a.id, ...outcome(a) })),
            { filename: "never-uploaded.png", impressions: 10, clicks: 1 },
          ],
        },
      });
      expect(await second.json()).toEqual({
        imported: 11,
        unmatched: [{ index: 11, key: "never-uploaded.png", reason: "no analysis has this file name" }],
        refit_queued: true,
      });
      const v2 = await fitted(user.token, 2);
      expect(v2.status).toBe("fitted");
      expect(v2.sample_size).toBe(40);
      expect(v2.cv_rank_correlation ?? 0).toBeGreaterThanOrEqual(0.8);
      expect(v2.drivers.slice(0, 2)).toEqual([
        expect.objectContaining({ feature: "attention_focus", effect: "raises" }),
        expect.objectContaining({ feature: "brightness", effect: "lowers" }),
      ]);

      const predictions = await Promise.all(
        ads.map(async (a) =>
          json<{ status: string; index: number; drivers: unknown[]; outcome: { clicks: number } }>(
            await t.request(`/v1/analyses/${a.id}/performance`, { token: user.token }),
          ),
        ),
      );
      expect(predictions.every((p) => p.status === "fitted" && p.drivers.length > 0)).toBe(true);
      expect(predictions[0]?.outcome.clicks).toBe(ads[0]?.clicks);
      const index = predictions.map((p) => p.index);
      expect(
        spearman(
          index,
          ads.map((a) => a.truth),
        ),
      ).toBeGreaterThanOrEqual(0.8);
      const best = ads.reduce((b, a) => (a.truth > b.truth ? a : b));
      const worst = ads.reduce((b, a) => (a.truth < b.truth ? a : b));
      expect(index[ads.indexOf(best)] ?? 0).toBeGreaterThan(100);
      expect(index[ads.indexOf(worst)] ?? 200).toBeLessThan(100);

      const history = await json<{ data: Model[] }>(await t.request("/v1/performance-models", { token: user.token }));
      expect(history.data.map((m) => m.version)).toEqual([2, 1]);
    },
    TEST_TIMEOUT_MS,
  );

  test(
    "outcomes unrelated to the ads report no signal and predict nothing",
    async () => {
      const user = await t.createUser({ tier: "enterprise" });
      const ads = await syntheticWorkspace(user.id, 40, "noise", 11);
      const res = await t.request("/v1/outcomes", {
        token: user.token,
        json: { outcomes: ads.map((a) => ({ analysis_id: a.id, ...outcome(a) })) },
      });
      expect(res.status).toBe(200);
      const model = await fitted(user.token, 1);
      expect(model).toMatchObject({ status: "no_signal", sample_size: 40, drivers: [] });
      expect(model.cv_rank_correlation ?? 1).toBeLessThan(0.4);
      const one = await json(await t.request(`/v1/analyses/${ads[3]?.id}/performance`, { token: user.token }));
      expect(one).toMatchObject({ status: "no_signal", index: null, drivers: [] });
      expect(String(one.message)).toContain("better than chance");
    },
    TEST_TIMEOUT_MS,
  );

  test(
    "imports are Enterprise-only, checked row by row, and see only the caller's workspace",
    async () => {
      const pro = await t.createUser({ tier: "pro" });
      const [mine] = await syntheticWorkspace(pro.id, 1, "noise", 3);
      const refused = await t.request("/v1/outcomes", {
        token: pro.token,
        json: { outcomes: [{ analysis_id: mine?.id, impressions: 10, clicks: 1 }] },
      });
      expect(refused.status).toBe(403);
      expect((await json<{ error: { code: string } }>(refused)).error.code).toBe("plan_required");
      expect((await t.request(`/v1/analyses/${mine?.id}/performance`, { token: pro.token })).status).toBe(403);

      const ent = await t.createUser({ tier: "enterprise" });
      const bad = await t.request("/v1/outcomes", {
        token: ent.token,
        json: { outcomes: [{ filename: "x.png", impressions: 10, clicks: 11 }] },
      });
      expect(bad.status).toBe(400);
      expect((await json<{ error: { field: string } }>(bad)).error.field).toBe("outcomes[0].clicks");

      // Another workspace's analysis is not found by id, and nothing is written or refitted.
      const other = await t.request("/v1/outcomes", {
        token: ent.token,
        json: { outcomes: [{ analysis_id: mine?.id, impressions: 10, clicks: 1 }] },
      });
      expect(await other.json()).toMatchObject({ imported: 0, refit_queued: false });
      expect((await t.request(`/v1/analyses/${mine?.id}/performance`, { token: ent.token })).status).toBe(404);
    },
    TEST_TIMEOUT_MS,
  );
});
