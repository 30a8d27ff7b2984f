import { afterAll, describe, expect, test } from "bun:test";
import path from "node:path";
import sharp from "sharp";
import { closeOcr, readText, type TextReading } from "../../../src/analysis/local/ocr/index.ts";
import { ocrModels } from "../../../src/analysis/local/ocr/models.ts";
import { decode } from "../../../src/analysis/local/raster.ts";

afterAll(closeOcr);

/** The first read starts the reader's thread and loads both models, seconds on a busy machine. */
const SLOW = 30_000;

const PHOTOS = path.resolve(import.meta.dir, "../../fixtures/photos");

function svg(width: number, height: number, body: string): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`);
}

function label(x: number, y: number, size: number, fill: string, content: string, extra = ""): string {
  return `<text x="${x}" y="${y}" font-family="DejaVu Sans" font-weight="bold" font-size="${size}" fill="${fill}" ${extra}>${content}</text>`;
}

async function read(png: Buffer): Promise<TextReading> {
  return readText((await decode(new Uint8Array(png))).work);
}

/** Text drawn over a photo from the fixtures, enlarged to fill the canvas. */
async function overPhoto(photo: string, width: number, height: number, body: string): Promise<Buffer> {
  const background = await sharp(path.join(PHOTOS, photo)).resize(width, height, { fit: "cover" }).toBuffer();
  return sharp(background)
    .composite([{ input: svg(width, height, body) }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

const words = (r: TextReading) => r.words.map((w) => w.text.toLowerCase());

describe("PP-OCR reader on rendered ads", () => {
  test(
    "white text over a photograph is read",
    async () => {
      const r = await read(await overPhoto("dinner.jpg", 1080, 1080, label(80, 500, 96, "#ffffff", "Dinner for two")));
      expect(words(r)).toEqual(["dinner", "for", "two"]);
      expect(r.scripts).toEqual(["latin"]);
    },
    SLOW,
  );

  test(
    "sideways text is read whichever way it runs, with its words placed along it",
    async () => {
      const sideways = (turn: string) =>
        sharp(
          svg(
            160,
            600,
            `<rect width="100%" height="100%" fill="#ffffff"/>` +
              `<text transform="${turn}" font-family="DejaVu Sans" font-weight="bold" font-size="36" fill="#222222">Summer Garden Sale</text>`,
          ),
        )
          .png()
          .toBuffer();
      const down = await read(await sideways("translate(100,40) rotate(90)"));
      const up = await read(await sideways("translate(100,560) rotate(-90)"));
      expect(words(down)).toEqual(["summer", "garden", "sale"]);
      expect(words(up)).toEqual(["summer", "garden", "sale"]);
      // Read bottom to top, the first word is the lowest.
      const [first, , last] = up.words;
      expect(first!.box.y).toBeGreaterThan(last!.box.y);
      expect(first!.box.y + first!.box.height).toBeLessThanOrEqual(600);
    },
    SLOW,
  );

  test(
    "light text on a mid-tone teal is read, as a light button on it",
    async () => {
      const r = await read(
        await sharp(
          svg(
            1080,
            1350,
            `<rect width="100%" height="100%" fill="#2a9d8f"/>${label(90, 400, 90, "#e9f5f2", "Ocean Breeze")}` +
              `<rect x="90" y="1000" width="420" height="120" rx="60" fill="none" stroke="#ffffff" stroke-width="6"/>` +
              label(160, 1080, 56, "#ffffff", "Shop now"),
          ),
        )
          .png()
          .toBuffer(),
      );
      expect(r.lines.map((l) => l.text.toLowerCase())).toEqual(["ocean breeze", "shop now"]);
    },
    SLOW,
  );

  test(
    "small print on a 320×50 banner is read",
    async () => {
      const r = await read(
        await sharp(
          svg(
            320,
            50,
            `<rect width="100%" height="100%" fill="#1d3557"/>${label(10, 31, 15, "#ffffff", "Free delivery today")}` +
              `<rect x="228" y="12" width="84" height="26" rx="4" fill="#e63946"/>${label(238, 31, 13, "#ffffff", "Order")}`,
          ),
        )
          .png()
          .toBuffer(),
      );
      expect(words(r)).toEqual(["free", "delivery", "today", "order"]);
    },
    SLOW,
  );

  test(
    "a Spanish line keeps its words (accents where the dictionary has them) and is called Spanish",
    async () => {
      const r = await read(
        await sharp(
          svg(
            1200,
            628,
            `<rect width="100%" height="100%" fill="#ffffff"/>${label(80, 250, 70, "#222222", "Conoce más de la")}` +
              label(80, 360, 70, "#222222", "nueva colección"),
          ),
        )
          .png()
          .toBuffer(),
      );
      const plain = words(r).map((w) => w.normalize("NFD").replace(/\p{M}/gu, ""));
      expect(plain).toEqual(["conoce", "mas", "de", "la", "nueva", "coleccion"]);
      expect(r.language).toBe("es");
    },
    SLOW,
  );

  test(
    "two columns read down the left column before the right, under a full-width headline",
    async () => {
      const body =
        `<rect width="100%" height="100%" fill="#ffffff"/>${label(60, 110, 72, "#111111", "Summer Collection")}` +
        label(60, 300, 44, "#333333", "Linen shirts") +
        label(60, 355, 44, "#333333", "from 29") +
        label(640, 300, 44, "#333333", "Straw hats") +
        label(640, 355, 44, "#333333", "from 19");
      const r = await read(
        await sharp(svg(1080, 540, body))
          .png()
          .toBuffer(),
      );
      expect(r.lines.map((l) => l.text.toLowerCase())).toEqual([
        "summer collection",
        "linen shirts",
        "from 29",
        "straw hats",
        "from 19",
      ]);
      expect(new Set(r.lines.map((l) => l.block)).size).toBe(3);
    },
    SLOW,
  );

  test(
    "a wordmark set a little higher than the word after it still reads first",
    async () => {
      const body =
        `<rect width="100%" height="100%" fill="#ffffff"/>${label(100, 160, 64, "#000000", "Calvin")}` +
        label(370, 150, 64, "#000000", "Klein");
      const r = await read(
        await sharp(svg(800, 300, body))
          .png()
          .toBuffer(),
      );
      expect(r.lines.map((l) => l.text)).toEqual(["Calvin Klein"]);
    },
    SLOW,
  );

  test(
    "word boxes sit on the words, and the text map is high on text and low elsewhere",
    async () => {
      const r = await read(
        await sharp(
          svg(
            1000,
            400,
            `<rect width="100%" height="100%" fill="#f4f1de"/>${label(100, 220, 80, "#3d405b", "Bold Moves")}`,
          ),
        )
          .png()
          .toBuffer(),
      );
      const [bold, moves] = r.words;
      expect(bold?.text).toBe("Bold");
      expect(moves?.text).toBe("Moves");
      // "Bold" is drawn from x = 100 and ends well before "Moves" starts.
      expect(Math.abs(bold!.box.x - 100)).toBeLessThan(20);
      expect(bold!.box.x + bold!.box.width).toBeLessThanOrEqual(moves!.box.x + 5);
      expect(bold!.box.y).toBeGreaterThan(130);
      expect(bold!.box.y + bold!.box.height).toBeLessThan(250);
      const at = (x: number, y: number) =>
        r.map.data[Math.floor(y / r.map.scale) * r.map.width + Math.floor(x / r.map.scale)]!;
      expect(at(200, 190)).toBeGreaterThan(0.5);
      expect(at(500, 340)).toBeLessThan(0.1);
      expect(r.map.width * r.map.scale).toBeGreaterThanOrEqual(1000);
    },
    SLOW,
  );

  test(
    "full-width forms of Latin letters are read as the ordinary letters; Chinese punctuation stays",
    async () => {
      // A descriptor in small letter-spaced capitals under a wordmark: the recogniser picked "Ｌ"
      // (U+FF2C) for its L.
      const body = [
        '<rect width="100%" height="100%" fill="#fff"/>',
        '<rect x="868" y="22" width="24" height="56" fill="#E63946"/>',
        label(905.5, 62, 34, "#222", "QUANTIVO", 'letter-spacing="6.12"'),
        '<text x="905.5" y="92" font-family="DejaVu Sans" font-size="17" fill="#E63946" letter-spacing="7.48">RESEARCH LABS</text>',
        label(70, 180, 56, "#111", "Begin your data science"),
      ].join("");
      const reading = await read(
        await sharp(svg(1200, 628, body))
          .png()
          .toBuffer(),
      );
      expect(reading.words.map((w) => w.text)).toContain("LABS");
      expect(reading.lines.map((l) => l.text).join(" ")).not.toMatch(/[\uFF10-\uFF5A]/u);
      const { alphabet } = await ocrModels();
      expect(alphabet.filter((c) => /[\uFF10-\uFF19\uFF21-\uFF3A\uFF41-\uFF5A]/u.test(c))).toEqual([]);
      expect(alphabet).toContain("，");
    },
    SLOW,
  );

  test(
    "the calling thread sleeps while the reader's thread reads",
    async () => {
      // A process of its own, as a script or an analysis worker is: with nothing else keeping
      // its event loop alive, awaiting an unref'd worker used to poll without sleeping, costing
      // the calling thread as much CPU as the reader. process.threadCpuUsage() is that thread only.
      const script = `
        import sharp from "sharp";
        import { readText } from ${JSON.stringify(path.resolve(import.meta.dir, "../../../src/analysis/local/ocr/index.ts"))};
        const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1080"><rect width="100%" height="100%" fill="#fff"/><text x="80" y="500" font-family="DejaVu Sans" font-size="96">Dinner for two</text></svg>';
        const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
        const image = { width: info.width, height: info.height, data: new Uint8Array(data) };
        await readText(image);
        const before = process.threadCpuUsage();
        const started = performance.now();
        for (let i = 0; i < 3; i++) await readText(image);
        const used = process.threadCpuUsage(before);
        console.log(JSON.stringify({ cpuMs: (used.user + used.system) / 1000, wallMs: performance.now() - started }));
      `;
      const child = Bun.spawn([process.execPath, "-e", script], {
        cwd: import.meta.dir,
        stdout: "pipe",
        stderr: "inherit",
      });
      expect(await child.exited).toBe(0);
      const { cpuMs, wallMs } = JSON.parse(await new Response(child.stdout).text()) as {
        cpuMs: number;
        wallMs: number;
      };
      expect(wallMs).toBeGreaterThan(0);
      expect(cpuMs).toBeLessThan(0.05 * wallMs);
    },
    SLOW,
  );
});
