import sharp from "sharp";
import { normalizeAnalysisResult } from "../../src/analysis/normalize.ts";
import { personalWorkspaceId } from "../../src/services/workspaces/personal.ts";
import { startImageServer } from "../fetch/image-server.ts";
import { startTestApp, type TestApp, type TestAppOptions } from "../harness.ts";

/** Real analyses and fresh databases take longer than Bun's 5 s default; bunfig cannot raise it. */
export const TEST_TIMEOUT_MS = 60_000;

export const FIXTURES = new URL("../fixtures/ads/", import.meta.url).pathname;

export async function fixture(name: string): Promise<Uint8Array> {
  return new Uint8Array(await Bun.file(`${FIXTURES}${name}`).arrayBuffer());
}

/**
 * A small valid PNG above the server's floor (50×50 px, 1 KB): the seed's colour with per-pixel
 * grain, so stored bytes differ per seed and the file does not compress below the floor.
 */
export async function tinyPng(seed = 0, width = 64, height = 64): Promise<Uint8Array> {
  const pixels = new Uint8Array(width * height * 3);
  const base = [(seed * 37) % 256, 120, 200];
  let state = seed * 7919 + 1;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1103515245 + 12345) % 2147483648;
    pixels[i] = Math.max(0, Math.min(255, (base[i % 3] ?? 0) + ((state >> 16) % 32) - 16));
  }
  return new Uint8Array(
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer(),
  );
}

export function multipart(bytes: Uint8Array, filename = "ad.png", type = "image/png"): FormData {
  const form = new FormData();
  form.append("file", new File([bytes as Uint8Array<ArrayBuffer>], filename, { type }));
  return form;
}

export async function upload(t: TestApp, token: string, bytes: Uint8Array, filename = "ad.png") {
  return t.request("/v1/analyses", { method: "POST", token, body: multipart(bytes, filename) });
}

export interface Item {
  id: string;
  filename: string;
  image_url: string;
  thumbnail_url: string;
  heatmap_url: string | null;
  created_at: string;
  analysis_result: Record<string, unknown> & { effectiveness_score: number; ad_type: string };
}

export interface ErrorBody {
  error: { code: string; message: string; field?: string };
}

/** The app under test, with the real analysis engine that bootstrap builds from config. */
export function startApp(options: TestAppOptions = {}) {
  return startTestApp(options);
}

export interface SeedInput {
  /** Defaults to the user's personal workspace. */
  workspaceId?: string;
  filename?: string;
  createdAt?: Date;
  result?: Record<string, unknown>;
}

/**
 * An analysis row plus its stored objects, written straight to the database and storage so
 * gallery, analytics and ownership tests do not each pay for a real analysis. Like analyses stored
 * before thumbnails existed, it has none until one is asked for.
 */
export async function seedAnalysis(t: TestApp, userId: string, input: SeedInput = {}) {
  const workspaceId = input.workspaceId ?? (await personalWorkspaceId(t.deps.db, userId));
  if (!workspaceId) throw new Error(`user ${userId} has no personal workspace`);
  const createdAt = input.createdAt ?? t.deps.now();
  const result = normalizeAnalysisResult({
    effectiveness_score: 7,
    message_clarity: 6,
    ad_type: "Display Ads",
    color_scheme: ["#FFFFFF"],
    emotions: ["Trust"],
    ...input.result,
  });
  const stem = `${workspaceId}/${createdAt.getTime()}-${crypto.randomUUID().slice(0, 8)}`;
  const image = await tinyPng(createdAt.getTime() % 250);
  await t.deps.storage.put(`${stem}.png`, image, "image/png");
  await t.deps.storage.put(`${stem}.heatmap.png`, image, "image/png");
  return t.deps.db
    .insertInto("image_analyses")
    .values({
      workspace_id: workspaceId,
      created_by: userId,
      image_key: `${stem}.png`,
      heatmap_key: `${stem}.heatmap.png`,
      original_filename: input.filename ?? "seed.png",
      mime_type: "image/png",
      analysis_result: JSON.stringify(result),
      effectiveness_score: result.effectiveness_score,
      brand_name: result.brand_name,
      ad_type: result.ad_type,
      target_audience: result.target_audience,
      call_to_action: result.call_to_action,
      created_at: createdAt,
    })
    .returning(["id", "image_key", "heatmap_key"])
    .executeTakeFirstOrThrow();
}

export async function errorOf(
  res: Response,
): Promise<{ status: number; code: string; message: string; field?: string }> {
  const body = (await res.json()) as ErrorBody;
  return { status: res.status, ...body.error };
}

/** An app allowed to fetch images from a local host that serves the fixture `name` (and its edge cases). */
export async function startAppWithImageHost(name: string) {
  const images = startImageServer(await fixture(name));
  const app = await startApp({ env: { FETCH_ALLOW_HOSTS: `localhost:${images.port}` } });
  return {
    app,
    images,
    close: async () => {
      images.stop();
      await app.close();
    },
  };
}
