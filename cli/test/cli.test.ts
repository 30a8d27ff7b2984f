import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { AdLens } from "@adlens/sdk";
import { startTestApp, TEST_PASSWORD, type TestApp } from "../../api/test/harness.ts";
import { BINARY, buildCli, generateAds, type RunResult, runCli } from "./helpers.ts";

// Real builds, a real API and real analyses on two shared cores: allow slow runs, not flaky ones.
setDefaultTimeout(180_000);

let t: TestApp;
let url: string;
let tmp: string;
let adsDir: string;
let apiToken: string;

/** A fresh config home per scenario, so stored credentials never leak between tests. */
async function home(): Promise<Record<string, string>> {
  const dir = await mkdtemp(path.join(tmp, "home-"));
  return { XDG_CONFIG_HOME: dir, HOME: dir, ADLENS_API_URL: url };
}

function json<T = Record<string, unknown>>(result: RunResult): T {
  try {
    return JSON.parse(result.stdout) as T;
  } catch {
    throw new Error(`not JSON (exit ${result.code}):\n${result.stdout}\n${result.stderr}`);
  }
}

interface AnalyzeOutput {
  results: { filename: string; status: string; score?: number; ad_type?: string; error?: { code: string } }[];
  summary: { total: number; analysed: number; failed: number; below_threshold: number };
}

beforeAll(async () => {
  await buildCli();
  t = await startTestApp();
  url = (await t.listen()).url;
  tmp = await mkdtemp(path.join(os.tmpdir(), "adlens-cli-"));
  adsDir = path.join(tmp, "ads");
  await generateAds(adsDir);
  const pro = await t.createUser({ tier: "pro" });
  apiToken = (await new AdLens({ baseUrl: url, token: pro.token }).tokens.create({ name: "cli-tests" })).token;
}, 300_000);
afterAll(async () => {
  await t.close();
  await rm(tmp, { recursive: true, force: true });
});

describe("login", () => {
  test("login --token stores the token in $XDG_CONFIG_HOME/adlens/credentials.json with mode 0600", async () => {
    const env = await home();
    const login = await runCli(["login", "--token", apiToken], env);
    expect(login.code).toBe(0);
    expect(json(login)).toMatchObject({ logged_in: true, method: "token", api_url: url });

    const file = path.join(env.XDG_CONFIG_HOME as string, "adlens/credentials.json");
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, "utf8"))).toEqual({ api_url: url, token: apiToken });

    const whoami = await runCli(["whoami"], env);
    expect(whoami.code).toBe(0);
    expect(json(whoami)).toMatchObject({ subscription_tier: "pro", credential_source: "file" });
    expect(json<{ usage: { monthly_limit: number } }>(whoami).usage.monthly_limit).toBe(1500);

    const logout = await runCli(["logout"], env);
    expect(logout.code).toBe(0);
    expect(await stat(file).catch(() => null)).toBeNull();
  });

  test("a bad token exits 3 with the error code on stderr; so does having no credentials", async () => {
    const env = await home();
    const bad = await runCli(["analyze", adsDir, "--token", `adlens_${"0".repeat(64)}`], env);
    expect(bad.code).toBe(3);
    expect(bad.stdout).toBe("");
    const refused = JSON.parse(bad.stderr.trim().split("\n").at(-1) ?? "") as {
      error: { code: string; doc_url?: string };
    };
    expect(refused.error.code).toBe("unauthorized");
    // The API's guide for the code travels with it.
    expect(refused.error.doc_url).toEndWith("/docs/api#unauthorized");

    const badLogin = await runCli(["login", "--token", `adlens_${"f".repeat(64)}`], env);
    expect(badLogin.code).toBe(3);

    const none = await runCli(["analyses", "list"], env);
    expect(none.code).toBe(3);
    expect(none.stderr).toContain('"code":"unauthorized"');
  });

  test("the flag beats ADLENS_TOKEN, which beats the credentials file", async () => {
    const env = await home();
    expect((await runCli(["login", "--token", apiToken], env)).code).toBe(0);
    const viaEnv = await runCli(["whoami"], { ...env, ADLENS_TOKEN: `adlens_${"1".repeat(64)}` });
    expect(viaEnv.code).toBe(3);
    const viaFlag = await runCli(["whoami", "--token", apiToken], { ...env, ADLENS_TOKEN: `adlens_${"1".repeat(64)}` });
    expect(viaFlag.code).toBe(0);
    expect(json(viaFlag)).toMatchObject({ credential_source: "flag" });
  });
});

describe("analyze", () => {
  let scores: number[] = [];

  test("analyze <folder> --json scores every generated ad", async () => {
    const result = await runCli(["analyze", adsDir, "--json", "--token", apiToken], await home());
    expect(result.code).toBe(0);
    const out = json<AnalyzeOutput>(result);
    expect(out.results.map((r) => r.filename).sort()).toEqual(["bold-sale.png", "faint-tea.png", "night-run.png"]);
    for (const r of out.results) {
      expect(r.status).toBe("ok");
      expect(r.score).toBeGreaterThanOrEqual(0);
      expect(r.score).toBeLessThanOrEqual(10);
      expect(r.ad_type).toBeString();
    }
    expect(out.summary).toMatchObject({ total: 3, analysed: 3, failed: 0 });
    scores = out.results.map((r) => r.score as number);
    expect(new Set(scores).size).toBeGreaterThan(1);
  });

  test("--fail-under exits 5 when an ad scores below the threshold, 0 when none does", async () => {
    const env = await home();
    const lowest = Math.min(...scores);
    const gated = await runCli(["analyze", adsDir, "--token", apiToken, "--fail-under", String(lowest + 0.05)], env);
    expect(gated.code).toBe(5);
    const gatedOut = json<AnalyzeOutput>(gated);
    expect(gatedOut.summary.below_threshold).toBeGreaterThanOrEqual(1);

    const passing = await runCli(["analyze", adsDir, "--token", apiToken, "--fail-under", String(lowest)], env);
    expect(passing.code).toBe(0);
    expect(json<AnalyzeOutput>(passing).summary.below_threshold).toBe(0);
  });

  test("--ndjson streams one result per line; a glob selects files", async () => {
    const result = await runCli(
      ["analyze", path.join(adsDir, "*-sale.png"), "--ndjson", "--concurrency", "2", "--token", apiToken],
      await home(),
    );
    expect(result.code).toBe(0);
    const lines = result.stdout.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? "")).toMatchObject({ filename: "bold-sale.png", status: "ok" });
  });

  test("quota and invalid files are reported per file without stopping the batch (exit 4)", async () => {
    const user = await t.createUser({ tier: "free" });
    await t.deps.db
      .updateTable("workspaces")
      .set({ current_month_uploads: 9, last_upload_reset: t.deps.now() })
      .where("personal_owner_id", "=", user.id)
      .execute();
    const env = await home();
    const login = await runCli(["login", "--email", user.email, "--password-stdin"], env, { stdin: TEST_PASSWORD });
    expect(login.code).toBe(0);
    expect(json(login)).toMatchObject({ method: "password", email: user.email });

    const mixed = path.join(tmp, "mixed");
    await generateAds(mixed);
    await writeFile(path.join(mixed, "broken.png"), "this is not an image");
    const result = await runCli(["analyze", mixed, "--concurrency", "1"], env);
    expect(result.code).toBe(4);
    const out = json<AnalyzeOutput>(result);
    expect(out.results).toHaveLength(4);
    const codes = out.results.map((r) => r.error?.code ?? r.status).sort();
    expect(codes.filter((c) => c === "ok")).toHaveLength(1);
    expect(codes.filter((c) => c === "quota_exceeded").length).toBeGreaterThanOrEqual(1);
    expect(out.results.find((r) => r.filename === "broken.png")?.error?.code).toMatch(
      /^(invalid_image|unsupported_media_type|quota_exceeded)$/,
    );

    const usage = await runCli(["usage"], env);
    expect(json(usage)).toMatchObject({
      subscription_tier: "free",
      usage: { current_month: 10, monthly_limit: 10, remaining: 0 },
    });
  });
});

describe("analyses list, get, export", () => {
  test("analyses export --format csv -o writes the analyses as CSV", async () => {
    const env = await home();
    const file = path.join(tmp, "export.csv");
    const result = await runCli(["analyses", "export", "--format", "csv", "-o", file, "--token", apiToken], env);
    expect(result.code).toBe(0);
    const csv = await readFile(file, "utf8");
    const [header, ...rows] = csv.trim().split("\n");
    expect(header).toStartWith("id,filename,");
    expect(csv).toContain("bold-sale.png");
    expect(csv).toContain("faint-tea.png");
    expect(rows.length).toBeGreaterThanOrEqual(3);
  });

  test("analyses list filters by search and sorts; analyses get shows one", async () => {
    const result = await runCli(
      ["analyses", "list", "--search", "night", "--sort", "alphabetical", "--token", apiToken],
      await home(),
    );
    expect(result.code).toBe(0);
    const { data } = json<{ data: { id: string; filename: string }[] }>(result);
    expect(data.length).toBeGreaterThanOrEqual(1);
    expect(data.every((a) => a.filename === "night-run.png")).toBe(true);

    const one = await runCli(["analyses", "get", data[0]?.id ?? "", "--token", apiToken], await home());
    expect(one.code).toBe(0);
    expect(json(one)).toMatchObject({ id: data[0]?.id, filename: "night-run.png" });

    const unconfirmed = await runCli(["analyses", "delete", data[0]?.id ?? "", "--token", apiToken], await home());
    expect(unconfirmed.code).toBe(2);
    expect(unconfirmed.stderr).toContain('"code":"confirmation_required"');
    const deleted = await runCli(["analyses", "delete", data[0]?.id ?? "", "--yes", "--token", apiToken], await home());
    expect(deleted.code).toBe(0);
    const gone = await runCli(["analyses", "get", data[0]?.id ?? "", "--token", apiToken], await home());
    expect(gone.code).toBe(1);
    expect(gone.stderr).toContain('"code":"not_found"');

    const badSort = await runCli(["analyses", "list", "--sort", "random", "--token", apiToken], await home());
    expect(badSort.code).toBe(2);
    expect(badSort.stderr).toContain("Allowed choices are newest, oldest, effectiveness, alphabetical");
  });
});

describe("command layout", () => {
  test("analyses are a noun with list, get, export and delete; the flat names of 0.1 still run but are not listed", async () => {
    const help = await runCli(["--help"], await home());
    expect(help.code).toBe(0);
    const commands = help.stdout.slice(help.stdout.indexOf("Commands:"), help.stdout.indexOf("Exit codes:"));
    for (const name of ["login", "whoami", "analyze", "analyses", "tokens"]) expect(commands).toContain(`  ${name}`);
    for (const name of ["list", "export", "delete"]) expect(commands).not.toMatch(new RegExp(`^  ${name} `, "m"));
    const nouns = await runCli(["analyses", "--help"], await home());
    for (const verb of ["list", "get", "export", "delete"])
      expect(nouns.stdout).toMatch(new RegExp(`^  ${verb} `, "m"));

    const flat = await runCli(["list", "--limit", "1", "--token", apiToken], await home());
    expect(flat.code).toBe(0);
    expect(json<{ data: unknown[] }>(flat).data).toHaveLength(1);
  });
});

describe("tokens", () => {
  test("tokens create, list and revoke (revoke needs --yes when not interactive)", async () => {
    const user = await t.createUser({ tier: "pro" });
    const env = await home();
    expect(
      (await runCli(["login", "--email", user.email, "--password-stdin"], env, { stdin: TEST_PASSWORD })).code,
    ).toBe(0);

    const created = await runCli(["tokens", "create", "github-actions"], env);
    expect(created.code).toBe(0);
    const token = json<{ id: string; token: string; name: string }>(created);
    expect(token.token).toMatch(/^adlens_[0-9a-f]{64}$/);

    const listed = json<{ data: { id: string; name: string }[] }>(await runCli(["tokens", "list"], env));
    expect(listed.data.map((x) => x.name)).toContain("github-actions");

    const viaToken = await runCli(["whoami", "--token", token.token], await home());
    expect(viaToken.code).toBe(0);
    expect(json<{ usage: { current_month: number } }>(viaToken).usage.current_month).toBeNumber();

    const refused = await runCli(["tokens", "revoke", token.id], env);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("--yes");

    const revoked = await runCli(["tokens", "revoke", token.id, "--yes"], env);
    expect(revoked.code).toBe(0);
    expect((await runCli(["whoami", "--token", token.token], await home())).code).toBe(3);
  });
});

describe("the single-file binary", () => {
  test("bin/adlens runs without Node and answers like the dist build", async () => {
    const env = await home();
    const version = await runCli(["--version"], env, { command: [BINARY] });
    expect(version.code).toBe(0);
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
    const whoami = await runCli(["whoami"], { ...env, ADLENS_TOKEN: apiToken }, { command: [BINARY] });
    expect(whoami.code).toBe(0);
    expect(json(whoami)).toMatchObject({ subscription_tier: "pro", credential_source: "env" });
    const usage = await runCli(["analyze"], env, { command: [BINARY] });
    expect(usage.code).toBe(2);
  });
});
