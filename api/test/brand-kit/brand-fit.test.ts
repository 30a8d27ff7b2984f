import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { multipart, TEST_TIMEOUT_MS, upload } from "../analyses/helpers.ts";
import { json, startTestApp, type TestApp } from "../harness.ts";
import { pdfText } from "../reports/render.ts";
import { addMember } from "../workspaces/helpers.ts";
import { acmeLogo, renderBrandAd } from "./fixtures.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const KIT = {
  names: ["Northwind", "NW Foods"],
  colours: ["#0B3D91", "#FFC72C"],
  required_texts: ["Terms apply see site"],
  competitors: [
    { name: "Rivalco", aliases: ["Rival Co"] },
    { name: "Acme", aliases: [] },
  ],
};

interface Fit {
  own_brand: { found: boolean; found_by: string[]; matched: string | null };
  colours: { hex: string; present: boolean; delta_e: number | null }[];
  required_text: { text: string; present: boolean }[];
  competitors: { name: string; found_by: string[]; logo_score: number | null }[];
  competitor_present: boolean;
}

describe("brand kit and brand fit", () => {
  test(
    "own brand, kit colours, required text and competitors by name and by logo, on rendered ads",
    async () => {
      const owner = await t.createUser({ tier: "enterprise" });
      const put = await t.request("/v1/brand-kit", { method: "PUT", token: owner.token, json: KIT });
      expect(put.status).toBe(200);
      const form = multipart(await acmeLogo(), "acme.png");
      const logo = await t.request("/v1/brand-kit/logos?competitor=acme", { token: owner.token, body: form });
      expect(logo.status).toBe(201);
      expect(await logo.json()).toMatchObject({ competitor: "Acme" });

      const ours = await renderBrandAd({
        bg: "#0B3D91",
        fg: "#FFFFFF",
        brand: "Northwind",
        headline: "Fresh Every Morning",
        smallPrint: "Terms apply, see site for details.",
        acme: true,
      });
      const theirs = await renderBrandAd({ bg: "#F4F1DE", fg: "#3D405B", brand: "Rivalco", headline: "Lunch Sorted" });
      const a = await json<{ id: string }>(await upload(t, owner.token, ours, "ours.jpg"));
      const b = await json<{ id: string }>(await upload(t, owner.token, theirs, "theirs.jpg"));

      const fitA = await json<Fit>(await t.request(`/v1/analyses/${a.id}/brand-fit`, { token: owner.token }));
      expect(fitA.own_brand).toMatchObject({ found: true, matched: "Northwind" });
      expect(fitA.own_brand.found_by).toContain("text");
      expect(fitA.colours.map((c) => [c.hex, c.present])).toEqual([
        ["#0B3D91", true],
        ["#FFC72C", false],
      ]);
      expect(fitA.colours[0]?.delta_e ?? 99).toBeLessThan(5);
      expect(fitA.required_text).toEqual([{ text: "Terms apply see site", present: true }]);
      expect(fitA.competitors.map((c) => [c.name, c.found_by])).toEqual([
        ["Rivalco", []],
        ["Acme", ["logo"]],
      ]);
      expect(fitA.competitor_present).toBe(true);

      const fitB = await json<Fit>(await t.request(`/v1/analyses/${b.id}/brand-fit`, { token: owner.token }));
      expect(fitB.own_brand).toMatchObject({ found: false, found_by: [] });
      expect(fitB.required_text[0]?.present).toBe(false);
      expect(fitB.competitors.map((c) => [c.name, c.found_by.includes("text"), c.found_by.includes("logo")])).toEqual([
        ["Rivalco", true, false],
        ["Acme", false, false],
      ]);
      expect(fitB.competitors[1]?.logo_score ?? 1).toBeLessThan(0.75);
      expect(fitB.competitor_present).toBe(true);

      // The analysis's client report carries the same fit, in words, in HTML and in the PDF.
      const html = await (await t.request(`/v1/analyses/${a.id}/report?format=html`, { token: owner.token })).text();
      expect(html).toContain("<h2>Brand fit</h2>");
      expect(html).toContain("Own brand: found (");
      expect(html).toContain("Competitors: Acme (the logo).");
      const pdf = new Uint8Array(
        await (await t.request(`/v1/analyses/${b.id}/report`, { token: owner.token })).arrayBuffer(),
      );
      const text = (await pdfText(pdf)).replace(/\s+/g, " ");
      expect(text).toContain("Brand fit");
      expect(text).toMatch(/Competitors: Rivalco \((the brand read, )?the text\)\./);
      expect(text).toContain('Required text "Terms apply see site": missing.');
    },
    TEST_TIMEOUT_MS * 2,
  );

  test(
    "the kit is Enterprise, edited by owners and admins only, audit-logged, and dropping a competitor drops its logos",
    async () => {
      const pro = await t.createUser({ tier: "pro" });
      const refused = await t.request("/v1/brand-kit", { method: "PUT", token: pro.token, json: KIT });
      expect(refused.status).toBe(403);
      expect((await json<{ error: { code: string } }>(refused)).error.code).toBe("plan_required");

      const owner = await t.createUser({ tier: "enterprise" });
      const empty = await json(await t.request("/v1/brand-kit", { token: owner.token }));
      expect(empty).toMatchObject({ names: [], logos: [], updated_at: null });
      const seeded = await upload(
        t,
        owner.token,
        await renderBrandAd({ bg: "#FFFFFF", fg: "#000000", brand: "X", headline: "Y" }),
      );
      const noKit = await t.request(`/v1/analyses/${(await json<{ id: string }>(seeded)).id}/brand-fit`, {
        token: owner.token,
      });
      expect(noKit.status).toBe(404);

      const saved = await json<{ names: string[]; colours: string[] }>(
        await t.request("/v1/brand-kit", {
          method: "PUT",
          token: owner.token,
          json: { ...KIT, names: [" Northwind ", "northwind", "NW  Foods"], colours: ["#0b3d91"] },
        }),
      );
      expect(saved).toMatchObject({ names: ["Northwind", "NW Foods"], colours: ["#0B3D91"] });
      const badColour = await t.request("/v1/brand-kit", {
        method: "PUT",
        token: owner.token,
        json: { ...KIT, colours: ["navy"] },
      });
      expect(badColour.status).toBe(400);
      const unknown = await t.request("/v1/brand-kit/logos?competitor=Nobody", {
        token: owner.token,
        body: multipart(await acmeLogo(), "acme.png"),
      });
      expect((await json<{ error: { field: string } }>(unknown)).error.field).toBe("competitor");

      const added = await json<{ id: string }>(
        await t.request("/v1/brand-kit/logos?competitor=Acme", {
          token: owner.token,
          body: multipart(await acmeLogo(), "acme.png"),
        }),
      );
      const image = await t.request(`/v1/brand-kit/logos/${added.id}`, { token: owner.token });
      expect(image.headers.get("content-type")).toBe("image/png");
      await t.request("/v1/brand-kit", {
        method: "PUT",
        token: owner.token,
        json: { ...KIT, competitors: [{ name: "Rivalco", aliases: [] }] },
      });
      const after = await json<{ logos: unknown[] }>(await t.request("/v1/brand-kit", { token: owner.token }));
      expect(after.logos).toEqual([]);
      expect((await t.request(`/v1/brand-kit/logos/${added.id}`, { token: owner.token })).status).toBe(404);

      const team = await json<{ id: string }>(
        await t.request("/v1/workspaces", { token: owner.token, json: { name: "Northwind Studio" } }),
      );
      const member = await t.createUser();
      await addMember(t, team.id, member.id, "member");
      const asMember = await t.request("/v1/brand-kit", {
        method: "PUT",
        token: member.token,
        headers: { "x-workspace-id": team.id },
        json: KIT,
      });
      expect(asMember.status).toBe(403);
      const read = await t.request("/v1/brand-kit", { token: member.token, headers: { "x-workspace-id": team.id } });
      expect(read.status).toBe(200);

      const log = await json<{ data: { action: string }[] }>(
        await t.request(`/v1/workspaces/${owner.workspaceId}/audit-log`, { token: owner.token }),
      );
      expect(log.data.map((e) => e.action)).toEqual(
        expect.arrayContaining(["brand_kit.updated", "brand_kit.logo_added"]),
      );
    },
    TEST_TIMEOUT_MS,
  );
});
