import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

export const CLI_DIR = path.resolve(import.meta.dir, "..");
export const DIST = path.join(CLI_DIR, "dist/index.js");
export const BINARY = path.join(CLI_DIR, "bin/adlens");

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs the CLI as a separate process. Async on purpose: the API under test lives in this
 * process and has to keep answering while the CLI waits on it.
 */
/** A run's stdout parsed as JSON, or an error that shows what the CLI printed instead. */
export function json<T>(result: RunResult): T {
  try {
    return JSON.parse(result.stdout) as T;
  } catch {
    throw new Error(`not JSON (exit ${result.code}):\n${result.stdout}\n${result.stderr}`);
  }
}

export async function runCli(
  args: string[],
  env: Record<string, string>,
  options: { stdin?: string; command?: string[] } = {},
): Promise<RunResult> {
  const proc = Bun.spawn([...(options.command ?? ["node", DIST]), ...args], {
    env: { PATH: process.env.PATH ?? "", ...env },
    stdin: options.stdin === undefined ? "ignore" : new Blob([options.stdin]),
    stdout: "pipe",
    stderr: "pipe",
  });
  const [stdout, stderr, code] = await Promise.all([
    new Response(proc.stdout).text(),
    new Response(proc.stderr).text(),
    proc.exited,
  ]);
  return { code, stdout, stderr };
}

export async function buildCli(): Promise<void> {
  const result = await runCli(["run", "build"], {}, { command: ["bun"] });
  if (result.code !== 0) throw new Error(`cli build failed:\n${result.stdout}\n${result.stderr}`);
}

function escapeXml(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
}

/** A generated square ad: background, brand, headline, CTA button, in the given colours. */
async function renderAd(spec: {
  bg: string;
  fg: string;
  button: string;
  buttonText: string;
  headline: string;
  brand: string;
}) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1080">
  <rect width="1080" height="1080" fill="${spec.bg}"/>
  <text x="80" y="140" font-family="DejaVu Sans" font-weight="bold" font-size="48" fill="${spec.fg}">${escapeXml(spec.brand)}</text>
  <text x="80" y="460" font-family="DejaVu Sans" font-weight="bold" font-size="88" fill="${spec.fg}">${escapeXml(spec.headline)}</text>
  <rect x="80" y="800" width="420" height="120" rx="20" fill="${spec.button}"/>
  <text x="120" y="880" font-family="DejaVu Sans" font-weight="bold" font-size="52" fill="${spec.buttonText}">Shop now</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Writes a folder of generated ads, one with deliberately weak contrast. */
export async function generateAds(dir: string): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const ads = [
    {
      name: "bold-sale.png",
      bg: "#FFFFFF",
      fg: "#111111",
      button: "#D62828",
      buttonText: "#FFFFFF",
      headline: "Summer Sale",
      brand: "NORDA",
    },
    {
      name: "night-run.png",
      bg: "#0B132B",
      fg: "#FFFFFF",
      button: "#F4D35E",
      buttonText: "#0B132B",
      headline: "Run The Night",
      brand: "PACER",
    },
    {
      name: "faint-tea.png",
      bg: "#E8E8E8",
      fg: "#D0D0D0",
      button: "#DDDDDD",
      buttonText: "#CCCCCC",
      headline: "Quiet Tea",
      brand: "LEAF",
    },
  ];
  for (const ad of ads) await writeFile(path.join(dir, ad.name), await renderAd(ad));
  return ads.map((a) => a.name);
}

/**
 * Runs a command inside a pseudo-terminal (util-linux `script`), sized so the progress spinner
 * draws, and lets the test type into it. `-e` makes `script` exit with the command's status.
 */
export function inTerminal(command: string[], env: Record<string, string>) {
  const quoted = command.map((part) => `'${part.replaceAll("'", "'\\''")}'`).join(" ");
  const proc = Bun.spawn(["script", "-qfec", `stty cols 120 rows 40; exec ${quoted}`, "/dev/null"], {
    env: { PATH: process.env.PATH ?? "", TERM: "xterm", ...env },
    stdin: "pipe",
    stdout: "pipe",
    stderr: "pipe",
  });
  let screen = "";
  const reading = (async () => {
    const reader = proc.stdout.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      screen += new TextDecoder().decode(read.value);
    }
  })();
  return {
    proc,
    screen: async () => {
      await reading;
      return screen;
    },
    /** Resolves once `text` has been drawn on the terminal. */
    async waitFor(text: string, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (!screen.includes(text)) {
        if (Date.now() > deadline) throw new Error(`"${text}" never appeared; the screen shows:\n${screen}`);
        await Bun.sleep(25);
      }
    },
    type(keys: string) {
      proc.stdin.write(keys);
      proc.stdin.flush();
    },
  };
}
