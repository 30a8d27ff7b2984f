import { afterAll, beforeAll, expect, test } from "bun:test";
import { startTestApp, type TestApp } from "../harness.ts";
import { adBytes, truth } from "./fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { ANALYSIS_WORKERS: "2" } });
});
afterAll(() => t.close());

test("GET /health keeps answering while a batch is analysed in the worker pool", async () => {
  const { url } = await t.listen();
  const files = await Promise.all(truth.slice(0, 8).map((f) => adBytes(f.file)));
  const started = performance.now();
  let done = false;
  const batch = Promise.all(files.map((bytes, i) => t.deps.engine!.analyze({ bytes, filename: `ad-${i}` }))).finally(
    () => {
      done = true;
    },
  );
  const latencies: number[] = [];
  const statuses: number[] = [];
  while (!done) {
    const s = performance.now();
    const res = await fetch(`${url}/health`);
    await res.arrayBuffer();
    statuses.push(res.status);
    latencies.push(performance.now() - s);
    await Bun.sleep(25);
  }
  const results = await batch;
  const batchMs = performance.now() - started;
  const sorted = [...latencies].sort((a, b) => a - b);
  const max = sorted[sorted.length - 1]!;
  console.log(
    `batch of ${files.length} took ${Math.round(batchMs)} ms; /health answered ${latencies.length} times, ` +
      `p50 ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} ms, max ${max.toFixed(1)} ms`,
  );
  expect(results.every((r) => r.result.text_content.length > 0)).toBe(true);
  expect(statuses.length).toBeGreaterThanOrEqual(3);
  expect(statuses.every((s) => s === 200)).toBe(true);
  // Analysis on the request thread would hold /health for a whole image; off-thread it never waits.
  expect(max).toBeLessThan(batchMs / 4);
}, 180_000);

test("closing the engine rejects work still queued instead of hanging", async () => {
  const local = await startTestApp({ env: { ANALYSIS_WORKERS: "1" } });
  const bytes = await adBytes("ad-001.png");
  const jobs = [1, 2, 3].map((i) =>
    local.deps.engine!.analyze({ bytes, filename: `q${i}` }).then(
      () => "done",
      (e: Error) => e.message,
    ),
  );
  await Bun.sleep(50);
  await local.close();
  const outcomes = await Promise.all(jobs);
  expect(outcomes.filter((o) => o === "The analysis engine is shut down").length).toBeGreaterThanOrEqual(2);
}, 60_000);

test("an aborted request stops waiting for its analysis", async () => {
  const controller = new AbortController();
  const bytes = await adBytes("ad-012.jpg");
  const running = t.deps.engine!.analyze({ bytes, filename: "busy" });
  const queued = t.deps.engine!.analyze({ bytes, filename: "busy-2" });
  const aborted = t.deps.engine!.analyze({ bytes, filename: "aborted" }, controller.signal);
  controller.abort(new Error("client went away"));
  await expect(aborted).rejects.toThrow("client went away");
  await Promise.all([running, queued]);
}, 60_000);
