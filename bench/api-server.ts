/**
 * The server side of `bench/api.ts`, run as its own process so the load generator does not share
 * its event loop: a fresh database (PostgreSQL when DATABASE_URL is set, else PGlite), a Pro user
 * with BENCH_ANALYSES analyses whose stored result is a real engine analysis, the API and web app
 * on one port, and an Elysia hello-world on another. Prints one JSON line, then serves until
 * stdin closes.
 */
import { Elysia } from "elysia";
import { startTestApp } from "../api/test/harness.ts";

const COUNT = Number(process.env.BENCH_ANALYSES ?? 60);
const fixture = new URL("../api/test/fixtures/ads/ad-001.png", import.meta.url);

const t = await startTestApp({ env: { LOG_LEVEL: "silent", API_RATE_LIMIT: "100000000" } });
const user = await t.createUser({ tier: "pro" });
// One real analysis (every OCR word included), stored under many names: list pages then carry
// what a real gallery's rows hold.
const { result } = await t.deps.engine!.analyze({
  bytes: new Uint8Array(await Bun.file(fixture).arrayBuffer()),
  filename: "ad-001.png",
});
const created = Date.now();
for (let i = 0; i < COUNT; i++) {
  await t.deps.db
    .insertInto("image_analyses")
    .values({
      workspace_id: user.workspaceId,
      created_by: user.id,
      image_key: `${user.workspaceId}/${created + i}.png`,
      heatmap_key: `${user.workspaceId}/${created + i}.heatmap.png`,
      original_filename: `summer-campaign-variant-${String(i).padStart(3, "0")}.png`,
      mime_type: "image/png",
      analysis_result: JSON.stringify(result),
      effectiveness_score: result.effectiveness_score,
      brand_name: result.brand_name,
      ad_type: result.ad_type,
      target_audience: result.target_audience,
      call_to_action: result.call_to_action,
      created_at: new Date(created + i),
    })
    .execute();
}
const api = await t.listen();
const hello = new Elysia().get("/", () => "Hello World").listen({ port: 0, hostname: "127.0.0.1" });
console.log(
  JSON.stringify({
    api: `http://127.0.0.1:${api.server.port}`,
    hello: `http://127.0.0.1:${hello.server?.port}`,
    token: user.token,
    database: t.deps.config.databaseUrl ? "postgres" : "pglite",
    analyses: COUNT,
  }),
);

// Serve until the benchmark closes our stdin.
const stdin = Bun.stdin.stream().getReader();
while (!(await stdin.read()).done) {}
await hello.stop();
await t.close();
