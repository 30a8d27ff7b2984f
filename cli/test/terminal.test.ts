import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { copyFile, mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { BINARY, buildCli, DIST, generateAds, inTerminal, runCli } from "./helpers.ts";

// How the CLI behaves at the edges of a terminal session: a real pseudo-terminal with Ctrl-C
// typed as a key, and API URLs that point at nothing or at something that is not AdLens. The API
// side is a local stand-in, so the tests can see exactly which uploads arrived and when.
setDefaultTimeout(120_000);

const TOKEN = `adlens_${"0".repeat(64)}`;
let tmp: string;
let adsDir: string;

beforeAll(async () => {
  await buildCli();
  tmp = await mkdtemp(path.join(os.tmpdir(), "adlens-cli-terminal-"));
  adsDir = path.join(tmp, "ads");
  const names = await generateAds(adsDir);
  // Enough files that the batch is still sending uploads when the key is pressed.
  for (const name of names) await copyFile(path.join(adsDir, name), path.join(adsDir, `copy-${name}`));
  expect(await readdir(adsDir)).toHaveLength(6);
}, 300_000);
afterAll(() => rm(tmp, { recursive: true, force: true }));

/**
 * An upload endpoint that takes 500 ms per image and then refuses it, counting arrivals and
 * connections the client dropped. Every upload is one request, so arrivals are quota spent.
 */
function slowApi() {
  const arrivals: number[] = [];
  let dropped = 0;
  const waiters: (() => void)[] = [];
  const server = Bun.serve({
    port: 0,
    async fetch(request) {
      arrivals.push(Date.now());
      for (const wake of waiters.splice(0)) wake();
      request.signal.addEventListener("abort", () => dropped++);
      await Bun.sleep(500);
      return Response.json(
        { error: { code: "invalid_image", message: "Not an image we can read.", request_id: "req-test" } },
        { status: 422 },
      );
    },
  });
  return {
    url: `http://127.0.0.1:${server.port}`,
    arrivals,
    dropped: () => dropped,
    /** Resolves when upload number `n` (1-based) has arrived. */
    async upload(n: number) {
      while (arrivals.length < n) await new Promise<void>((resolve) => waiters.push(resolve));
    },
    stop: () => server.stop(true),
  };
}

describe("Ctrl-C in a terminal", () => {
  for (const [build, command] of [
    ["node dist/index.js", ["node", DIST]],
    ["the single-file binary", [BINARY]],
  ] as const) {
    test(`${build}: the key stops a batch within a second, exits 130 and sends no further upload`, async () => {
      const api = slowApi();
      try {
        const session = inTerminal([...command, "analyze", adsDir, "--concurrency", "1", "--token", TOKEN], {
          HOME: tmp,
          XDG_CONFIG_HOME: tmp,
          ADLENS_API_URL: api.url,
        });
        await api.upload(2);
        // Mid-wait on the second upload, with the spinner drawing (raw mode would swallow the key).
        await Bun.sleep(100);
        const pressed = Date.now();
        session.type("\x03");
        const code = await session.proc.exited;
        const took = Date.now() - pressed;
        expect(code).toBe(130);
        expect(took).toBeLessThan(1000);
        const screen = await session.screen();
        expect(screen).toContain("0/6"); // the progress bar was on screen
        expect(screen).toContain("Interrupted.");
        // The third upload would have started 500 ms after the second: give it time to show up.
        await Bun.sleep(1200);
        expect(api.arrivals).toHaveLength(2);
        // The upload in flight was abandoned, not left to finish and be counted.
        expect(api.dropped()).toBe(1);
      } finally {
        await api.stop();
      }
    });
  }

  test("SIGINT sent by another process (kill -INT) during a batch exits 130", async () => {
    const api = slowApi();
    try {
      const proc = Bun.spawn(["node", DIST, "analyze", adsDir, "--token", TOKEN], {
        env: { PATH: process.env.PATH ?? "", HOME: tmp, XDG_CONFIG_HOME: tmp, ADLENS_API_URL: api.url },
        stdout: "pipe",
        stderr: "pipe",
      });
      await api.upload(1);
      proc.kill("SIGINT");
      expect(await proc.exited).toBe(130);
      expect(await new Response(proc.stderr).text()).toContain("Interrupted.");
    } finally {
      await api.stop();
    }
  });
});

describe("a wrong API URL", () => {
  const env = (url: string) => ({ HOME: tmp, XDG_CONFIG_HOME: tmp, ADLENS_API_URL: url, ADLENS_TOKEN: TOKEN });

  test("nothing listening: names the URL tried, says the connection was refused and where the URL came from", async () => {
    const closed = Bun.serve({ port: 0, fetch: () => new Response() });
    const url = `http://127.0.0.1:${closed.port}`;
    await closed.stop(true);
    for (const command of [undefined, [BINARY]]) {
      const result = await runCli(["whoami"], env(url), { command });
      expect(result.code).toBe(1);
      const { error } = JSON.parse(result.stderr) as { error: { code: string; message: string } };
      expect(error.code).toBe("network_error");
      expect(error.message).toContain(`${url}/v1/`);
      expect(error.message).toContain("connection refused");
      expect(error.message).toContain(`The API URL ${url} comes from ADLENS_API_URL`);
    }
  });

  test("a web server that is not AdLens: says what answered instead of a JSON parse error", async () => {
    const page = "<!doctype html><html><head><title>Welcome to nginx!</title></head></html>";
    const other = Bun.serve({
      port: 0,
      fetch: (request) =>
        new URL(request.url).pathname === "/v1/plans"
          ? new Response(page, { headers: { "content-type": "text/html", server: "nginx/1.25" } })
          : new Response("Not Found", { status: 404, headers: { "content-type": "text/plain" } }),
    });
    const url = `http://127.0.0.1:${other.port}`;
    try {
      const whoami = await runCli(["whoami"], env(url));
      expect(whoami.code).toBe(1);
      const { error } = JSON.parse(whoami.stderr) as { error: { code: string; message: string } };
      expect(error.code).toBe("unexpected_response");
      expect(error.message).not.toContain("JSON Parse");
      // /v1/me and /v1/plans go out together; whichever fails first is reported.
      expect(error.message).toMatch(
        new RegExp(
          `GET ${url}/v1/(plans answered HTTP 200 with text/html from nginx/1\\.25 \\("<!doctype html>|me answered HTTP 404 with text/plain \\("Not Found"\\))`,
        ),
      );
      expect(error.message).toContain(`The API URL ${url} comes from ADLENS_API_URL`);

      // On a terminal the same error reads as a line for a person.
      const human = await runCli([], env(url), {
        command: ["script", "-qfec", `stty cols 120; exec node ${DIST} analyses list`, "/dev/null"],
      });
      expect(human.code).toBe(1);
      expect(human.stdout).toContain(`error [unexpected_response]: GET ${url}/v1/analyses answered HTTP 404`);
    } finally {
      await other.stop(true);
    }
  });
});

describe("a closed pipe", () => {
  test("`analyze --ndjson | head -1` ends quietly: one line out, nothing on stderr, no further upload", async () => {
    const api = slowApi();
    const errors = path.join(tmp, "stderr.txt");
    try {
      const pipeline = `set -o pipefail; node "$0" analyze "$1" --ndjson --concurrency 1 2>"$2" | head -1; echo "status $?"`;
      const result = await runCli(["-c", pipeline, DIST, adsDir, errors], env(api.url), { command: ["bash"] });
      const [line, status] = result.stdout.trim().split("\n");
      expect(JSON.parse(line ?? "")).toMatchObject({ status: "error", error: { code: "invalid_image" } });
      expect(status).toBe("status 141");
      expect(await Bun.file(errors).text()).toBe("");
      // head left after the first line; the second result found the pipe closed and the batch stopped.
      await Bun.sleep(1200);
      expect(api.arrivals).toHaveLength(2);
    } finally {
      await api.stop();
    }
  });

  function env(url: string) {
    return { HOME: tmp, XDG_CONFIG_HOME: tmp, ADLENS_API_URL: url, ADLENS_TOKEN: TOKEN };
  }
});
