import { afterAll, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { startTestApp, type TestApp } from "../../api/test/harness.ts";

// Real servers, real analyses, two shared CPU cores: allow slow runs rather than flaky ones.
setDefaultTimeout(120_000);

/**
 * The published package, as Node and TypeScript users get it: built by tsup, resolved through
 * package.json "exports" (no "bun"/"source" condition), imported as ESM and required as CJS.
 */
const SDK_DIR = path.resolve(import.meta.dir, "..");
const TSC = path.resolve(SDK_DIR, "../node_modules/typescript/bin/tsc");
let t: TestApp;
let url: string;
let dir: string;

/** Async on purpose: the API under test runs in this process and must keep serving meanwhile. */
async function run(cmd: string[], cwd: string) {
  const proc = Bun.spawn(cmd, { cwd, stdout: "pipe", stderr: "pipe" });
  const [stdout, stderr, code] = await Promise.all([
    new Response(proc.stdout).text(),
    new Response(proc.stderr).text(),
    proc.exited,
  ]);
  return { code, stdout, stderr };
}

beforeAll(async () => {
  const build = await run(["bun", "run", "build"], SDK_DIR);
  if (build.code !== 0) throw new Error(`sdk build failed:\n${build.stdout}\n${build.stderr}`);
  t = await startTestApp();
  url = (await t.listen()).url;
  dir = await mkdtemp(path.join(os.tmpdir(), "adlens-sdk-consumer-"));
  await mkdir(path.join(dir, "node_modules/@adlens"), { recursive: true });
  await symlink(SDK_DIR, path.join(dir, "node_modules/@adlens/sdk"), "dir");
}, 120_000);
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

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
