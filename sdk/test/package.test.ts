import { afterAll, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { startServer } from "../../api/src/server.ts";
import { startTestApp, type TestApp } from "../../api/test/harness.ts";
import pkg from "../package.json" with { type: "json" };

// Real servers, real analyses, two shared CPU cores: allow slow runs rather than flaky ones.
setDefaultTimeout(120_000);

/**
 * The SDK as a self-hosted instance's users get it (sdk/README.md, /api-docs): packed like a
 * published package, served by the instance at /sdk/adlens-sdk.tgz, installed with plain
 * `npm install <url>` into an empty Node project, then imported as ESM, required as CommonJS and
 * type-checked by tsc, through package.json "exports" (no "bun"/"source" condition).
 */
const SDK_DIR = path.resolve(import.meta.dir, "..");
const TSC = path.resolve(SDK_DIR, "../node_modules/typescript/bin/tsc");
let t: TestApp;
let server: Awaited<ReturnType<typeof startServer>>["server"];
let url: string;
let tmp: string;
let dir: string;
let install = { code: -1, stdout: "", stderr: "" };

/** Async on purpose: the API under test runs in this process and must keep serving meanwhile. */
async function run(cmd: string[], cwd: string, env: Record<string, string> = {}) {
  const proc = Bun.spawn(cmd, { cwd, stdout: "pipe", stderr: "pipe", env: { ...process.env, ...env } });
  const [stdout, stderr, code] = await Promise.all([
    new Response(proc.stdout).text(),
    new Response(proc.stderr).text(),
    proc.exited,
  ]);
  return { code, stdout, stderr };
}

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), "adlens-sdk-install-"));
  const packDir = path.join(tmp, "pack");
  const pack = await run(["bun", "run", "scripts/pack.ts", "--force", "--outdir", packDir], SDK_DIR);
  if (pack.code !== 0) throw new Error(`sdk pack failed:\n${pack.stdout}\n${pack.stderr}`);
  t = await startTestApp();
  const runtime = { deps: t.deps, dbKind: "pglite", close: async () => {} } as const;
  ({ server, url } = await startServer(runtime, 0, path.join(tmp, "no-web"), packDir));
  dir = path.join(tmp, "consumer");
  await mkdir(dir);
  await writeFile(
    path.join(dir, "package.json"),
    JSON.stringify({ name: "consumer", version: "1.0.0", private: true }),
  );
  // Every test below uses the installed copy. Its own npm cache: nothing from this machine's
  // cache or config leaks into the check.
  install = await run(
    ["npm", "install", "--no-audit", "--no-fund", "--no-update-notifier", `${url}/sdk/adlens-sdk.tgz`],
    dir,
    { npm_config_cache: path.join(tmp, "npm-cache"), npm_config_userconfig: path.join(tmp, "npmrc") },
  );
}, 180_000);
afterAll(async () => {
  await server?.stop(true);
  await t?.close();
  await rm(tmp, { recursive: true, force: true });
});

test("the instance serves the tarball, and `npm install <instance>/sdk/adlens-sdk.tgz` installs it into an empty project", async () => {
  const head = await fetch(`${url}/sdk/adlens-sdk.tgz`, { method: "HEAD" });
  expect(head.status).toBe(200);
  expect(head.headers.get("content-type")).toBe("application/gzip");
  const pinned = await fetch(`${url}/sdk/adlens-sdk-${pkg.version}.tgz`);
  expect(pinned.status).toBe(200);
  expect(pinned.headers.get("cache-control")).toContain("immutable");
  await pinned.arrayBuffer();
  const missing = await fetch(`${url}/sdk/adlens-sdk-9.9.9.tgz`);
  expect(missing.status).toBe(404);
  expect(((await missing.json()) as { error: { code: string } }).error.code).toBe("not_found");

  expect(install.stderr).not.toContain("ERR");
  expect(install.code).toBe(0);
  const manifest = JSON.parse(await readFile(path.join(dir, "package.json"), "utf8"));
  expect(manifest.dependencies).toEqual({ "@adlens/sdk": `${url}/sdk/adlens-sdk.tgz` });
  const installed = JSON.parse(await readFile(path.join(dir, "node_modules/@adlens/sdk/package.json"), "utf8"));
  expect(installed).toMatchObject({ name: "@adlens/sdk", version: pkg.version });
}, 120_000);

const consumerBody = `
const client = new AdLens({ baseUrl: process.argv[2], session: memorySession() });
const plans = await client.plans.list();
const error = await client.auth.login({ email: "nobody@example.com", password: "wrong-password" }).catch((e) => e);
console.log(JSON.stringify({
  plans: plans.data.map((p) => p.tier),
  isAdLensError: error instanceof AdLensError,
  code: error.code,
  status: error.status,
  hasRequestId: typeof error.requestId === "string",
}));
`;

const expected = {
  plans: ["free", "basic", "pro", "enterprise"],
  isAdLensError: true,
  code: "invalid_credentials",
  status: 400,
  hasRequestId: true,
};

test("node imports the built package as ESM and talks to the API", async () => {
  await writeFile(
    path.join(dir, "esm.mjs"),
    `import { AdLens, AdLensError, memorySession } from "@adlens/sdk";\n${consumerBody}`,
  );
  const result = await run(["node", "esm.mjs", url], dir);
  expect(result.stderr).toBe("");
  expect(JSON.parse(result.stdout)).toEqual(expected);
});

test("node requires the built package as CommonJS and talks to the API", async () => {
  await writeFile(
    path.join(dir, "cjs.cjs"),
    `const { AdLens, AdLensError, memorySession } = require("@adlens/sdk");\n(async () => {${consumerBody}})();`,
  );
  const result = await run(["node", "cjs.cjs", url], dir);
  expect(result.stderr).toBe("");
  expect(JSON.parse(result.stdout)).toEqual(expected);
});

test("a TypeScript consumer type-checks against the built .d.ts (ESM and CJS), and wrong fields fail", async () => {
  const source = (importLine: string) => `${importLine}
async function main(): Promise<void> {
  const client = new AdLens({ baseUrl: "http://localhost:3000", token: "adlens_x", maxRetries: 1, timeoutMs: 5000 });
  const page = await client.analyses.list({ limit: 10, sort: "effectiveness" });
  const score: number | null = page.data[0]!.effectiveness_score;
  const cursor: string | null = page.next_cursor;
  const me = await client.me.get();
  const tier: "free" | "basic" | "pro" | "enterprise" = me.profile.subscription_tier;
  const session: Session | null = client.auth.getSession();
  const off = client.auth.onChange((event, s) => console.log(event, s?.user.email));
  off();
  const token = await client.tokens.create({ name: "ci" });
  const value: string = token.token;
  const csv: string = await client.analyses.export({ format: "csv" });
  // @ts-expect-error: analyses have no "score" field; the types come from the OpenAPI document.
  page.data[0]!.score;
  // @ts-expect-error: export formats are a closed set.
  await client.analyses.export({ format: "xml" });
  try {
    await client.plans.list();
  } catch (e) {
    if (e instanceof AdLensError && e.code === "quota_exceeded") console.log(e.requestId, e.status);
  }
  console.log(score, cursor, tier, session, value, csv);
}
void main;
`;
  await writeFile(
    path.join(dir, "consumer.mts"),
    source(`import { AdLens, AdLensError, type Session } from "@adlens/sdk";`),
  );
  await writeFile(
    path.join(dir, "consumer.cts"),
    source(`import { AdLens, AdLensError, type Session } from "@adlens/sdk";`),
  );
  await writeFile(
    path.join(dir, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        target: "ES2022",
        module: "NodeNext",
        moduleResolution: "NodeNext",
        strict: true,
        noEmit: true,
        lib: ["ES2022", "DOM"],
        types: [],
      },
      files: ["consumer.mts", "consumer.cts"],
    }),
  );
  const result = await run(["node", TSC, "-p", "tsconfig.json"], dir);
  expect(result.stdout + result.stderr).toBe("");
  expect(result.code).toBe(0);

  await writeFile(
    path.join(dir, "broken.mts"),
    `import { AdLens } from "@adlens/sdk";\nnew AdLens({ baseUrl: 42 });\n`,
  );
  await writeFile(
    path.join(dir, "tsconfig.broken.json"),
    JSON.stringify({ extends: "./tsconfig.json", files: ["broken.mts"] }),
  );
  const broken = await run(["node", TSC, "-p", "tsconfig.broken.json"], dir);
  expect(broken.code).not.toBe(0);
  expect(broken.stdout).toContain("TS2322");
}, 120_000);
