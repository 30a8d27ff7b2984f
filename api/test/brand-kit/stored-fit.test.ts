import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { multipart, seedAnalysis, TEST_TIMEOUT_MS, upload } from "../analyses/helpers.ts";
import { json, startTestApp, type TestApp } from "../harness.ts";
import { pdfText } from "../reports/render.ts";
import { acmeLogo, renderBrandAd } from "./fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const KIT = {
  names: ["Northwind"],
  colours: ["#0B3D91"],
  required_texts: ["Terms apply"],
  competitors: [{ name: "Rivalco", aliases: ["Rival Co"] }],
};

const navy = [{ hex: "#0B3D91", name: "Navy", percentage: 60 }];
const cream = [{ hex: "#F4F1DE", name: "Cream", percentage: 60 }];

interface Analytics {
  total_analyses: number;
  read: number;
  pending: number;
  checks: { check: string; yes: number; no: number; avg_effectiveness_yes: number | null }[];
  competitors: { name: string; analyses: number }[];
}

/** The background refresh stores fits after a kit edit or a new analysis: waits until none is pending. */
async function settled(token: string, total: number): Promise<Analytics> {
  for (let i = 0; i < 300; i++) {
    const body = await json<Analytics>(await t.request("/v1/analytics/brand-fit", { token }));
    if (body.total_analyses === total && body.pending === 0) return body;
    await Bun.sleep(100);
  }
  throw new Error("brand fits were never refreshed");
}

async function names(token: string, query: string): Promise<string[]> {
  const page = await json<{ data: { filename: string }[] }>(await t.request(`/v1/analyses?${query}`, { token }));
  return page.data.map((a) => a.filename).sort();
}

describe("stored brand fit: background refresh, list filters, analytics, share page", () => {
  test(
    "a kit edit refreshes every stored fit; the list filters and the breakdown read them",
    async () => {
      const owner = await t.createUser({ tier: "enterprise" });
      const seed = (filename: string, text: string, palette: typeof navy, score: number) =>
        seedAnalysis(t, owner.id, {
          filename,
          result: { text_content: text, palette, effectiveness_score: score },
        });
      await seed("clean.png", "Northwind\nFresh every morning\nTerms apply", navy, 8);
      await seed("rival.png", "Lunch sorted by Rival Co", cream, 4);
      await seed("unbranded.png", "Fresh every morning", navy, 6);

      // Before any kit, the brand-fit filters and breakdown have nothing to read.
      expect((await t.request("/v1/analytics/brand-fit", { token: owner.token })).status).toBe(404);
      expect((await t.request("/v1/brand-kit", { method: "PUT", token: owner.token, json: KIT })).status).toBe(200);

      const first = await settled(owner.token, 3);
      const check = (name: string) => first.checks.find((c) => c.check === name);
      expect(check("brand_found")).toMatchObject({ yes: 1, no: 2, avg_effectiveness_yes: 8 });
      expect(check("colours_present")).toMatchObject({ yes: 2, no: 1 });
      expect(check("required_text_present")).toMatchObject({ yes: 1, no: 2 });
      expect(check("competitor_present")).toMatchObject({ yes: 1, no: 2, avg_effectiveness_yes: 4 });
      expect(first.competitors).toEqual([{ name: "Rivalco", analyses: 1 }]);

      expect(await names(owner.token, "competitor_present=true")).toEqual(["rival.png"]);
      expect(await names(owner.token, "competitor_present=false")).toEqual(["clean.png", "unbranded.png"]);
      expect(await names(owner.token, "brand_found=true")).toEqual(["clean.png"]);
      expect(await names(owner.token, "brand_found=false&colours_present=true")).toEqual(["unbranded.png"]);

      // The Enterprise report counts the same stored fits; a comparison report prints each ad's.
      const report = await (
        await t.request(`/v1/workspaces/${owner.workspaceId}/report?format=html`, { token: owner.token })
      ).text();
      expect(report).toContain("<h2>Brand fit</h2>");
      expect(report).toContain("Own brand found: 1 of 3 analyses (average score 8.0, against 5.0 without).");
      expect(report).toContain("A competitor present: 1 of 3 analyses");
      expect(report).toContain("Competitors seen: Rivalco in 1.");
      const pdf = new Uint8Array(
        await (await t.request(`/v1/workspaces/${owner.workspaceId}/report`, { token: owner.token })).arrayBuffer(),
      );
      expect((await pdfText(pdf)).replace(/\s+/g, " ")).toContain("Competitors seen: Rivalco in 1.");
      const ids = (
        await json<{ data: { id: string; filename: string }[] }>(
          await t.request("/v1/analyses", { token: owner.token }),
        )
      ).data;
      const pair = ["clean.png", "rival.png"].map((f) => ids.find((a) => a.filename === f)?.id).join(",");
      const comparison = await (
        await t.request(`/v1/reports/comparison?ids=${pair}&format=html`, { token: owner.token })
      ).text();
      expect(comparison).toContain("<h2>Brand fit</h2>");
      expect(comparison).toContain("Competitors: Rivalco (the text).");
      expect(comparison).toContain("Competitors: none found.");
      expect(await names(owner.token, "required_text_present=false&search=rival")).toEqual(["rival.png"]);
      const bad = await t.request("/v1/analyses?brand_found=yes", { token: owner.token });
      expect(bad.status).toBe(400);

      // Renaming the brand moves the kit on: the job re-reads every analysis against it.
      const edited = { ...KIT, names: ["Fresh every morning"], competitors: [] };
      expect((await t.request("/v1/brand-kit", { method: "PUT", token: owner.token, json: edited })).status).toBe(200);
      const second = await settled(owner.token, 3);
      expect(second.checks.find((c) => c.check === "brand_found")).toMatchObject({ yes: 2, no: 1 });
      expect(second.checks.find((c) => c.check === "competitor_present")).toMatchObject({ yes: 0, no: 3 });
      expect(second.competitors).toEqual([]);
      expect(await names(owner.token, "brand_found=true")).toEqual(["clean.png", "unbranded.png"]);
      expect(await names(owner.token, "competitor_present=true")).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  test(
    "an analysis completed in a workspace with a kit gets its fit stored, and the share page shows it without competitor names",
    async () => {
      const owner = await t.createUser({ tier: "enterprise" });
      await t.request("/v1/brand-kit", { method: "PUT", token: owner.token, json: KIT });
      const ad = await renderBrandAd({ bg: "#F4F1DE", fg: "#3D405B", brand: "Rivalco", headline: "Lunch Sorted" });
      const created = await json<{ id: string }>(await upload(t, owner.token, ad, "theirs.jpg"));
      await settled(owner.token, 1);
      expect(await names(owner.token, "competitor_present=true")).toEqual(["theirs.jpg"]);
      const stored = await t.deps.db
        .selectFrom("analysis_brand_fits")
        .select(["competitor_present", "brand_found"])
        .where("analysis_id", "=", created.id)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ competitor_present: true, brand_found: false });

      const link = await json<{ url: string }>(
        await t.request("/v1/share-links", { token: owner.token, json: { analysis_ids: [created.id] } }),
      );
      const token = link.url.split("/shared/")[1];
      const response = await t.request(`/v1/shared/${token}`);
      const raw = await response.text();
      const shared = JSON.parse(raw) as { analyses: { brand_fit: Record<string, unknown> | null }[] };
      expect(shared.analyses[0]?.brand_fit).toEqual({
        own_brand: { found: false, found_by: [] },
        colours: [{ hex: "#0B3D91", present: false }],
        required_text: [{ text: "Terms apply", present: false }],
        competitor_present: true,
      });
      // The kit's competitor list is the workspace's own: the link says one is there, not which.
      expect(raw.toLowerCase()).not.toContain('"competitors"');
      expect(raw).not.toContain("Rival Co");

      // A new kit revision not yet read: the public page shows no fit rather than a stale one.
      await t.deps.db
        .updateTable("brand_kits")
        .set({ revision: 999 })
        .where("workspace_id", "=", owner.workspaceId)
        .execute();
      const stale = await json<{ analyses: { brand_fit: unknown }[] }>(await t.request(`/v1/shared/${token}`));
      expect(stale.analyses[0]?.brand_fit).toBeNull();
    },
    TEST_TIMEOUT_MS * 2,
  );

  test(
    "an analysis whose image cannot be read is left without a fit and holds up no other",
    async () => {
      const owner = await t.createUser({ tier: "enterprise" });
      // Seeded first: the refresh reads newest first, so it meets the broken one before this one.
      await seedAnalysis(t, owner.id, { filename: "good.png", result: { text_content: "Rival Co" } });
      const broken = await seedAnalysis(t, owner.id, { filename: "broken.png", result: { text_content: "Rival Co" } });
      await t.deps.storage.put(broken.image_key, new TextEncoder().encode("not an image"), "image/png");
      await t.request("/v1/brand-kit", { method: "PUT", token: owner.token, json: KIT });
      const logo = await t.request("/v1/brand-kit/logos?competitor=Rivalco", {
        token: owner.token,
        body: multipart(await acmeLogo(), "rivalco.png"),
      });
      expect(logo.status).toBe(201);
      let body: Analytics | null = null;
      for (let i = 0; i < 300; i++) {
        body = await json<Analytics>(await t.request("/v1/analytics/brand-fit", { token: owner.token }));
        if (body.read === 1) break;
        await Bun.sleep(100);
      }
      expect(body).toMatchObject({ total_analyses: 2, read: 1, pending: 1 });
      // Its fit of the kit before the logo is stale: it matches no filter until it can be read.
      expect(await names(owner.token, "competitor_present=true")).toEqual(["good.png"]);
    },
    TEST_TIMEOUT_MS,
  );

  test("below Enterprise the brand-fit filters and breakdown are refused", async () => {
    const pro = await t.createUser({ tier: "pro" });
    const list = await t.request("/v1/analyses?competitor_present=true", { token: pro.token });
    expect(list.status).toBe(403);
    expect((await json<{ error: { code: string } }>(list)).error.code).toBe("plan_required");
    const analytics = await t.request("/v1/analytics/brand-fit", { token: pro.token });
    expect(analytics.status).toBe(403);
  });
});
