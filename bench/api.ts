/**
 * HTTP benchmark of the API's hot reads, beside baselines measured in the same run: an Elysia
 * hello-world and `GET /v1/me` (auth and one query). Not a test: it prints, and its targets are
 * checked as ratios and numbers for a person to read. Run `bun bench/api.ts`; set DATABASE_URL
 * to a PostgreSQL server (the target is stated for PostgreSQL; without it PGlite is used).
 *
 * Targets for `GET /v1/analyses?limit=50` (issue 13): ≥ 1,000 req/s and p99 < 100 ms at 50
 * connections on a 2-core machine, body ≤ 40 KB. On a busy machine the absolute numbers move;
 * the ratios to the baselines are the comparable part.
 *
 * Env: BENCH_SECONDS (per target, default 10), BENCH_CONNECTIONS (default 50).
 */
import path from "node:path";
import autocannon from "autocannon";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Served {
  api: string;
  hello: string;
  token: string;
  database: string;
  analyses: number;
}

const server = Bun.spawn(["bun", path.join(import.meta.dir, "api-server.ts")], {
  stdin: "pipe",
  stdout: "pipe",
  stderr: "inherit",
  env: process.env,
});
const reader = server.stdout.getReader();
let line = "";
while (!line.includes("\n")) {
  const { value, done } = await reader.read();
  if (done) throw new Error("the benchmark server exited before it was ready");
  line += new TextDecoder().decode(value);
}
const served = JSON.parse(line.trim()) as Served;
const auth = { authorization: `Bearer ${served.token}` };

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  bytes: number;
  failures: number;
}

async function run(name: string, url: string, headers: Record<string, string> = {}): Promise<Row> {
  // Bytes as sent: fetch would otherwise undo the compression before we count.
  const sample = await fetch(url, { headers, decompress: false } as RequestInit);
  const bytes = (await sample.arrayBuffer()).byteLength;
  if (!sample.ok) throw new Error(`${name}: ${sample.status}`);
  // A short warm-up so JIT and connection pools are settled before the measured run.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 });
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  return {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bytes,
    failures: r.errors + r.timeouts + r.non2xx,
  };
}

const list = `${served.api}/v1/analyses?limit=50`;
const rows = [
  await run("hello-world (Elysia)", `${served.hello}/`),
  await run("GET /v1/me", `${served.api}/v1/me`, auth),
  await run("GET /v1/analyses?limit=50", list, auth),
  await run("  … accepting br (as browsers do)", list, { ...auth, "accept-encoding": "gzip, deflate, br" }),
  await run("  … with expand=analysis_result", `${list}&expand=analysis_result`, auth),
];
server.stdin.end();
await server.exited;

const [hello, me, lean] = rows as [Row, Row, Row];
const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits });
console.log(
  `\nAPI benchmark: ${served.database}, ${served.analyses} analyses, ${CONNECTIONS} connections, ${SECONDS} s each\n`,
);
console.log(
  [
    "target".padEnd(34),
    "req/s".padStart(9),
    "p50 ms".padStart(7),
    "p99 ms".padStart(7),
    "wire B".padStart(8),
    "vs hello".padStart(9),
    "vs /me".padStart(7),
    "fail".padStart(5),
  ].join(" "),
);
for (const r of rows) {
  console.log(
    [
      r.name.padEnd(34),
      fmt(r.rps).padStart(9),
      fmt(r.p50).padStart(7),
      fmt(r.p99).padStart(7),
      fmt(r.bytes).padStart(8),
      `${fmt((r.rps / hello.rps) * 100, 1)}%`.padStart(9),
      `${fmt((r.rps / me.rps) * 100)}%`.padStart(7),
      String(r.failures).padStart(5),
    ].join(" "),
  );
}
const check = (ok: boolean, what: string) => console.log(`${ok ? "met " : "MISS"}  ${what}`);
console.log("\nTargets for GET /v1/analyses?limit=50 (absolute numbers depend on how busy the machine is):");
check(lean.rps >= 1000, `≥ 1,000 req/s: ${fmt(lean.rps)}`);
check(lean.p99 < 100, `p99 < 100 ms: ${fmt(lean.p99)} ms`);
check(lean.bytes <= 40 * 1024, `body ≤ 40 KB: ${fmt(lean.bytes / 1024, 1)} KB uncompressed`);
console.log(`Throughput relative to GET /v1/me in the same run: ${fmt((lean.rps / me.rps) * 100)}%`);
if (rows.some((r) => r.failures > 0)) {
  console.error("Some requests failed; the numbers above are not valid.");
  process.exit(1);
}
