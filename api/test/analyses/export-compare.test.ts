import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { normalizeAnalysisResult } from "../../src/analysis/normalize.ts";
import type { TestApp } from "../harness.ts";
import { errorOf, type Item, seedAnalysis, startApp, TEST_TIMEOUT_MS } from "./helpers.ts";

setDefaultTimeout(TEST_TIMEOUT_MS);

let t: TestApp;
beforeAll(async () => {
  t = await startApp({ now: () => new Date("2026-03-15T12:00:00Z") });
});
afterAll(() => t.close());

/** A small RFC 4180 reader, enough to check the export round-trips. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  return rows;
}

describe("GET /v1/analyses/export", () => {
  let user: Awaited<ReturnType<TestApp["createUser"]>>;
  beforeAll(async () => {
    user = await t.createUser({ tier: "basic" });
    await seedAnalysis(t, user.id, {
      filename: "first.png",
      createdAt: new Date("2026-03-01T00:00:00Z"),
      result: { effectiveness_score: 8.2, brand_name: "Luma", call_to_action: "Subscribe", emotions: ["Joy", "Trust"] },
    });
    await seedAnalysis(t, user.id, {
      filename: 'summer, "final".png',
      createdAt: new Date("2026-03-02T00:00:00Z"),
      result: {
        effectiveness_score: 5.5,
        brand_name: "+SUM(A1:A9)",
        text_content: '=HYPERLINK("http://evil.example","click")',
        call_to_action: "Shop\nnow",
        recommendations: ["-1 is not a formula either", "@mention"],
      },
    });
  });

  test("JSON: the id and the spec's four fields in snake_case, newest first, as a dated attachment", async () => {
    const res = await t.request("/v1/analyses/export?format=json", { token: user.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="adlens-export-2026-03-15.json"');
    const body = (await res.json()) as Record<string, unknown>[];
    expect(body.map((r) => Object.keys(r).sort())).toEqual([
      ["analysis_result", "created_at", "filename", "id", "image_url"],
      ["analysis_result", "created_at", "filename", "id", "image_url"],
    ]);
    expect(body.map((r) => r.filename)).toEqual(['summer, "final".png', "first.png"]);
    expect(body[1]?.created_at).toBe("2026-03-01T00:00:00.000Z");
    const link = String(body[1]?.image_url);
    expect(link).toMatch(new RegExp(`^${t.config.publicUrl}/v1/analyses/[0-9a-f-]{36}/image\\?expires=\\d+&sig=`));
    // The link opens without a token (a browser, a spreadsheet) for about a week, then stops.
    const path = link.slice(t.config.publicUrl.length);
    const image = await t.request(path);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    const expires = Number(new URL(link).searchParams.get("expires"));
    expect(expires * 1000 - t.deps.now().getTime()).toBeGreaterThan(6.9 * 86_400_000);
    expect((body[1]?.analysis_result as { effectiveness_score?: number } | undefined)?.effectiveness_score).toBe(8.2);
  });

  test("the default format is JSON; an unknown one is a validation error", async () => {
    const res = await t.request("/v1/analyses/export", { token: user.token });
    expect(res.headers.get("content-disposition")).toContain(".json");
    const bad = await errorOf(await t.request("/v1/analyses/export?format=xml", { token: user.token }));
    expect(bad).toMatchObject({ status: 400, code: "validation_failed", field: "format" });
  });

  test("NDJSON: one record per line", async () => {
    const res = await t.request("/v1/analyses/export?format=ndjson", { token: user.token });
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="adlens-export-2026-03-15.ndjson"');
    const lines = (await res.text()).trimEnd().split("\n");
    expect(lines.map((l) => (JSON.parse(l) as { filename: string }).filename)).toEqual([
      'summer, "final".png',
      "first.png",
    ]);
  });

  test("CSV: flattened fields, RFC 4180 quoting, and no cell a spreadsheet would run as a formula", async () => {
    const res = await t.request("/v1/analyses/export?format=csv", { token: user.token });
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const text = (await res.text()).replace(/^\uFEFF/, "");
    const [header, risky, plain] = parseCsv(text);
    expect(header).toEqual([
      "id",
      "filename",
      "created_at",
      "image_url",
      "effectiveness_score",
      "message_clarity",
      "brand_name",
      "ad_type",
      "target_audience",
      "color_scheme",
      "emotions",
      "call_to_action",
      "key_elements",
      "recommendations",
      "text_content",
    ]);
    const col = (row: string[] | undefined, name: string) => row?.[header?.indexOf(name) ?? -1];
    expect(col(risky, "filename")).toBe('summer, "final".png');
    expect(col(risky, "brand_name")).toBe("'+SUM(A1:A9)");
    expect(col(risky, "text_content")).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(col(risky, "call_to_action")).toBe("Shop\nnow");
    // One item per line inside the quoted cell: items may contain "; " themselves.
    expect(col(risky, "recommendations")).toBe("'-1 is not a formula either\n@mention");
    expect(col(risky, "id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(col(plain, "effectiveness_score")).toBe("8.2");
    expect(col(plain, "emotions")).toBe("Joy\nTrust");
    for (const row of [risky, plain]) for (const cell of row ?? []) expect(cell).not.toMatch(/^[=+\-@]/);
  });

  test("a gallery larger than one page streams completely", async () => {
    const big = await t.createUser({ tier: "pro" });
    const result = JSON.stringify(normalizeAnalysisResult({ effectiveness_score: 6 }));
    await t.deps.db
      .insertInto("image_analyses")
      .values(
        Array.from({ length: 450 }, (_, i) => ({
          workspace_id: big.workspaceId,
          created_by: big.id,
          image_key: `${big.id}/${i}.png`,
          heatmap_key: null,
          original_filename: `bulk-${i}.png`,
          mime_type: "image/png",
          analysis_result: result,
          effectiveness_score: 6,
          brand_name: null,
          ad_type: "Display Ads",
          target_audience: null,
          created_at: new Date(Date.UTC(2026, 0, 1) + i * 1000),
        })),
      )
      .execute();
    const lines = (await (await t.request("/v1/analyses/export?format=ndjson", { token: big.token })).text())
      .trimEnd()
      .split("\n");
    expect(lines.length).toBe(450);
    expect(new Set(lines.map((l) => (JSON.parse(l) as { filename: string }).filename)).size).toBe(450);
    const json = (await (await t.request("/v1/analyses/export", { token: big.token })).json()) as unknown[];
    expect(json.length).toBe(450);
  });

  test("an empty gallery exports valid empty documents; no token is 401", async () => {
    const empty = await t.createUser();
    expect(await (await t.request("/v1/analyses/export", { token: empty.token })).json()).toEqual([]);
    const csv = await (await t.request("/v1/analyses/export?format=csv", { token: empty.token })).text();
    expect(parseCsv(csv.replace(/^\uFEFF/, "")).length).toBe(1);
    expect((await t.request("/v1/analyses/export")).status).toBe(401);
  });
});

describe("POST /v1/analyses/compare", () => {
  let user: Awaited<ReturnType<TestApp["createUser"]>>;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    user = await t.createUser({ tier: "pro" });
    const seeds: [string, Record<string, unknown>][] = [
      ["a", { effectiveness_score: 8.5, ad_type: "Social Media", emotions: ["Joy", "Trust"] }],
      ["b", { effectiveness_score: 6.0, ad_type: "social media", emotions: ["Trust"] }],
      ["c", { effectiveness_score: 7.2, ad_type: "Print", emotions: ["Calm", "trust"] }],
      ["d", { effectiveness_score: 3.1, ad_type: "Video", emotions: ["Fear"] }],
      ["e", { effectiveness_score: 5.0, ad_type: "Display Ads", emotions: [] }],
    ];
    for (const [name, result] of seeds)
      ids[name] = (await seedAnalysis(t, user.id, { filename: `${name}.png`, result })).id;
  });

  const compare = (token: string, body: unknown) => t.request("/v1/analyses/compare", { token, json: body });

  test("2 images sharing an ad type: best performer, average and that ad type as the theme", async () => {
    const res = await compare(user.token, { ids: [ids.b, ids.a] });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: Item[]; summary: Record<string, unknown> };
    expect(body.data.map((i) => i.filename)).toEqual(["b.png", "a.png"]);
    // Ad types match case-insensitively; the theme is spelled as on the first compared image.
    expect(body.summary).toEqual({
      best_performer: { id: ids.a ?? "", filename: "a.png", score: 8.5 },
      average_score: 7.3,
      common_theme: "social media",
    });
  });

  test("different ad types but an emotion shared by all: the emotion", async () => {
    const body = (await (await compare(user.token, { ids: [ids.a, ids.b, ids.c] })).json()) as {
      summary: { common_theme: string; average_score: number };
    };
    expect(body.summary.common_theme).toBe("Trust");
    expect(body.summary.average_score).toBe(7.2);
  });

  test("nothing shared by all four: Various", async () => {
    const body = (await (await compare(user.token, { ids: [ids.a, ids.b, ids.c, ids.d] })).json()) as {
      summary: { common_theme: string; best_performer: { id: string } };
    };
    expect(body.summary.common_theme).toBe("Various");
    expect(body.summary.best_performer.id).toBe(ids.a ?? "");
  });

  test("fewer than 2, more than 4, duplicates, bad ids and wrong types are validation errors", async () => {
    for (const body of [
      { ids: [ids.a] },
      { ids: [ids.a, ids.b, ids.c, ids.d, ids.e] },
      { ids: [ids.a, "nope"] },
      { ids: "a,b" },
      {},
    ]) {
      const error = await errorOf(await compare(user.token, body));
      expect(`${JSON.stringify(body)} ${error.status} ${error.code}`).toBe(
        `${JSON.stringify(body)} 400 validation_failed`,
      );
    }
    const dup = await errorOf(await compare(user.token, { ids: [ids.a, ids.a] }));
    expect(dup).toMatchObject({ status: 400, field: "ids" });
  });

  test("an unknown id is 404", async () => {
    expect((await compare(user.token, { ids: [ids.a, crypto.randomUUID()] })).status).toBe(404);
  });
});
