import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import sharp from "sharp";
import { closeOcr } from "../../src/analysis/local/ocr/index.ts";
import { errorOf, seedAnalysis, startApp, TEST_TIMEOUT_MS } from "../analyses/helpers.ts";
import type { TestApp } from "../harness.ts";
import { inWorkspace, refuseAuditEntries, type TestUser, teamWithRoles } from "../workspaces/helpers.ts";
import { inkShare, meanColour, ocrWords, pageCount, pdfText, renderPage } from "./render.ts";

setDefaultTimeout(TEST_TIMEOUT_MS);

let t: TestApp;
let team: Awaited<ReturnType<typeof teamWithRoles>>;
let pro: TestUser;
let basic: TestUser;
let outsider: TestUser;
let summer: string;
let winter: string;
let proAnalysis: string;
let outsiderAnalysis: string;

const RESULT = {
  effectiveness_score: 7.4,
  message_clarity: 6.2,
  brand_name: "Lumo",
  call_to_action: "Shop now",
  recommendations: ["Put the call to action on a button with stronger contrast."],
  score_breakdown: [
    { factor: "Call to action", score: 8, weight: 0.25, evidence: "Shop now, on a button" },
    { factor: "Message clarity", score: 6.2, weight: 0.25, evidence: "clarity 6.2/10" },
  ],
  palette: [
    { hex: "#1a2b3c", name: "Navy", percentage: 40 },
    { hex: "#8a8a8a", name: "Grey", percentage: 2, average: true },
  ],
};

/** A logo a client would send: a flat orange PNG (the colour is looked for on the rendered page). */
const orangeLogo = async (width = 300, height = 100) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: "#ff6600" } })
      .png()
      .toBuffer(),
  );

function logoForm(bytes: Uint8Array, name = "logo.png", type = "image/png"): FormData {
  const form = new FormData();
  form.append("file", new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return form;
}

const get = (path: string, token: string, workspaceId?: string) =>
  t.request(path, workspaceId ? inWorkspace(workspaceId, token) : { token });

async function bytesOf(res: Response): Promise<Uint8Array> {
  return new Uint8Array(await res.arrayBuffer());
}

beforeAll(async () => {
  t = await startApp();
  team = await teamWithRoles(t, "Northwind Agency");
  pro = await t.createUser({ tier: "pro" });
  basic = await t.createUser({ tier: "basic" });
  outsider = await t.createUser({ tier: "enterprise" });
  const ws = team.workspaceId;
  summer = (await seedAnalysis(t, team.owner.id, { workspaceId: ws, filename: "summer-sale.png", result: RESULT })).id;
  winter = (
    await seedAnalysis(t, team.member.id, {
      workspaceId: ws,
      filename: "winter-<b>promo</b>.png",
      result: { ...RESULT, effectiveness_score: 5.1 },
    })
  ).id;
  proAnalysis = (await seedAnalysis(t, pro.id, { filename: "pro-ad.png", result: RESULT })).id;
  outsiderAnalysis = (await seedAnalysis(t, outsider.id, { filename: "theirs.png" })).id;
});
afterAll(async () => {
  closeOcr();
  await t.close();
});

describe("the report on one analysis", () => {
  test("a viewer downloads a PDF whose first page, rendered and read by OCR, shows the workspace, score and file", async () => {
    const res = await get(`/v1/analyses/${summer}/report?format=pdf`, team.viewer.token, team.workspaceId);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toStartWith('attachment; filename="summer-sale-report.pdf"');
    const pdf = await bytesOf(res);
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe("%PDF-");

    const page = await renderPage(pdf);
    expect(await inkShare(page)).toBeGreaterThan(0.01);
    const words = await ocrWords(page);
    expect(words).toContain("northwind");
    expect(words).toContain("agency");
    expect(words).toContain("summer-sale.png");
    expect(words).toContain("7.4");

    // White-label on Enterprise: no AdLens credit anywhere; the findings and advice are in it.
    const text = await pdfText(pdf);
    expect(text).not.toContain("AdLens");
    for (const s of ["Score breakdown", "Call to action", "Shop now", "Lumo", "#1A2B3C", "stronger contrast"]) {
      expect(text).toContain(s);
    }
    // The palette's average tone is named as such, not given a share of the ad.
    expect(text).toContain("Grey · average tone");
    expect(text).not.toContain("Grey · 2%");
  });

  test("the printable HTML page names the same things, escapes what users wrote, and runs nothing", async () => {
    const res = await get(`/v1/analyses/${winter}/report?format=html`, team.viewer.token, team.workspaceId);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("content-disposition")).toStartWith('inline; filename="winter-b-promo-b-report.html"');
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toContain("<h1>Northwind Agency</h1>");
    expect(html).toContain("5.1 / 10");
    expect(html).toContain("winter-&lt;b&gt;promo&lt;/b&gt;.png");
    expect(html).not.toContain("<b>promo</b>");
    expect(html).toContain("@page { size: A4");
    expect(html).toMatch(/<img src="data:image\/jpeg;base64,/);
    expect(html).not.toMatch(/<script|https?:\/\//);
  });

  test("a Pro workspace gets the report with a small AdLens credit; Basic and Free do not get one", async () => {
    const res = await get(`/v1/analyses/${proAnalysis}/report`, pro.token);
    expect(res.status).toBe(200);
    expect(await pdfText(await bytesOf(res))).toContain("Generated with AdLens");
    const basicRow = await seedAnalysis(t, basic.id, { filename: "basic.png" });
    const refused = await errorOf(await get(`/v1/analyses/${basicRow.id}/report`, basic.token));
    expect(refused).toMatchObject({ status: 403, code: "plan_required" });
  });

  test("another workspace's analysis is 404, from the caller's own workspace and from theirs", async () => {
    for (const [token, workspace] of [
      [outsider.token, undefined],
      [outsider.token, team.workspaceId],
      [team.viewer.token, team.workspaceId],
    ] as const) {
      const id = token === outsider.token ? summer : outsiderAnalysis;
      const res = await get(`/v1/analyses/${id}/report`, token, workspace);
      expect((await errorOf(res)).status).toBe(404);
    }
  });

  test("Cyrillic and Greek print as written in the PDF; a script the font lacks becomes ?", async () => {
    const row = await seedAnalysis(t, pro.id, {
      filename: "летняя-распродажа.png",
      result: { ...RESULT, brand_name: "東京", recommendations: ["Make the Ω mark larger."] },
    });
    const res = await get(`/v1/analyses/${row.id}/report`, pro.token);
    const text = await pdfText(await bytesOf(res));
    expect(text).toContain("летняя-распродажа.png");
    expect(text).toContain("Make the Ω mark larger.");
    expect(text).toContain("??");
    expect(text).not.toContain("東京");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="report.pdf"; filename*=UTF-8''${encodeURIComponent("летняя-распродажа-report.pdf")}`,
    );
  });

  test("a format other than pdf or html is refused by name", async () => {
    const res = await get(`/v1/analyses/${summer}/report?format=docx`, team.viewer.token, team.workspaceId);
    expect(await errorOf(res)).toMatchObject({ status: 400, code: "validation_failed" });
  });
});

describe("the comparison report", () => {
  test("shows the creatives side by side with the best performer, as PDF and HTML", async () => {
    const path = `/v1/reports/comparison?ids=${summer},${winter}`;
    const res = await get(path, team.member.token, team.workspaceId);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="comparison-report-\d{4}-\d{2}-\d{2}\.pdf"/,
    );
    const pdf = await bytesOf(res);
    const page = await renderPage(pdf);
    expect(await inkShare(page)).toBeGreaterThan(0.01);
    const words = await ocrWords(page);
    expect(words).toContain("comparison");
    expect(words).toContain("summer-sale.png");
    const text = await pdfText(pdf);
    expect(text).toContain("Best performer: summer-sale.png (7.4 / 10)");
    expect(text).toContain("Average score: 6.3 / 10");

    const html = await (await get(`${path}&format=html`, team.member.token, team.workspaceId)).text();
    expect(html).toContain("Best performer: summer-sale.png (7.4 / 10)");
    expect(html).toContain("winter-&lt;b&gt;promo&lt;/b&gt;.png");
  });

  test("one id of another workspace makes it 404; malformed ids are a validation error", async () => {
    const foreign = await get(
      `/v1/reports/comparison?ids=${summer},${outsiderAnalysis}`,
      team.owner.token,
      team.workspaceId,
    );
    expect((await errorOf(foreign)).status).toBe(404);
    for (const query of [`ids=${summer}`, `ids=${summer},not-a-uuid`, `ids=${summer},${summer}`, "format=pdf"]) {
      const res = await get(`/v1/reports/comparison?${query}`, team.owner.token, team.workspaceId);
      expect(await errorOf(res)).toMatchObject({ status: 400, code: "validation_failed", field: "ids" });
    }
  });
});

describe("the Enterprise Report of a workspace", () => {
  test("sums up the workspace for any role; a project narrows it", async () => {
    const res = await get(`/v1/workspaces/${team.workspaceId}/report`, team.viewer.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="Northwind-Agency-enterprise-report-\d{4}-\d{2}-\d{2}\.pdf"/,
    );
    const pdf = await bytesOf(res);
    const page = await renderPage(pdf);
    expect(await inkShare(page)).toBeGreaterThan(0.01);
    const words = await ocrWords(page);
    expect(words).toContain("northwind");
    expect(words).toContain("enterprise");
    expect(words).toContain("6.3");
    const text = await pdfText(pdf);
    expect(text).toContain("All analyses in the workspace");
    expect(text).toContain("Put the call to action on a button with stronger contrast. (2×)");
    expect(await pageCount(pdf)).toBeGreaterThanOrEqual(1);

    const project = await t.request("/v1/projects", {
      ...inWorkspace(team.workspaceId, team.owner.token),
      json: { name: "Spring launch" },
    });
    const { id: projectId } = (await project.json()) as { id: string };
    await t.request(`/v1/projects/${projectId}`, {
      ...inWorkspace(team.workspaceId, team.owner.token),
      method: "PATCH",
      json: { analysis_ids: [winter] },
    });
    const scoped = await get(
      `/v1/workspaces/${team.workspaceId}/report?format=html&project=${projectId}`,
      team.viewer.token,
    );
    expect(scoped.headers.get("content-disposition")).toMatch(
      /^inline; filename="Northwind-Agency-Spring-launch-enterprise-report-\d{4}-\d{2}-\d{2}\.html"/,
    );
    const html = await scoped.text();
    expect(html).toContain("Project: Spring launch");
    expect(html).toMatch(/<div class="stat">1<\/div><div class="muted">Analyses/);
    expect(html).toContain("5.1 / 10");
  });

  test("is Enterprise only; another workspace, or its project, is 404", async () => {
    const refused = await errorOf(await get(`/v1/workspaces/${pro.workspaceId}/report`, pro.token));
    expect(refused).toMatchObject({ status: 403, code: "plan_required" });
    expect((await errorOf(await get(`/v1/workspaces/${team.workspaceId}/report`, outsider.token))).status).toBe(404);
    const theirs = await t.request("/v1/projects", { token: outsider.token, json: { name: "Theirs" } });
    const { id } = (await theirs.json()) as { id: string };
    const res = await get(`/v1/workspaces/${team.workspaceId}/report?project=${id}`, team.owner.token);
    expect((await errorOf(res)).status).toBe(404);
  });
});

describe("the workspace logo on reports (white-label)", () => {
  const logoPath = () => `/v1/workspaces/${team.workspaceId}/logo`;
  const put = (token: string, form: FormData) => t.request(logoPath(), { method: "PUT", token, body: form });

  test("an admin sets it; it heads the rendered report; it can be read back and removed", async () => {
    const set = await put(team.admin.token, logoForm(await orangeLogo()));
    expect(set.status).toBe(200);
    expect(((await set.json()) as { has_logo: boolean }).has_logo).toBe(true);

    const stored = await get(logoPath(), team.viewer.token);
    expect(stored.headers.get("content-type")).toBe("image/png");
    expect((await sharp(await bytesOf(stored)).metadata()).width).toBe(300);

    const pdf = await bytesOf(await get(`/v1/analyses/${summer}/report`, team.viewer.token, team.workspaceId));
    const page = await renderPage(pdf);
    // The logo is fitted into 160×48 pt at the top left margin (48 pt): 2 px per pt here.
    const [r, g, b] = await meanColour(page, { left: 110, top: 110, width: 100, height: 60 });
    expect(r).toBeGreaterThan(230);
    expect(g).toBeGreaterThan(80);
    expect(g).toBeLessThan(130);
    expect(b).toBeLessThan(40);
    expect(await ocrWords(page)).toContain("northwind");

    expect((await t.request(logoPath(), { method: "DELETE", token: team.owner.token })).status).toBe(204);
    expect((await errorOf(await get(logoPath(), team.viewer.token))).status).toBe(404);
    const audit = await t.request(`/v1/workspaces/${team.workspaceId}/audit-log`, { token: team.owner.token });
    const actions = ((await audit.json()) as { data: { action: string }[] }).data.map((e) => e.action);
    expect(actions).toContain("workspace.logo_set");
    expect(actions).toContain("workspace.logo_removed");
  });

  test("a truncated, disguised, oversized or tiny file is refused with its code, and nothing is stored", async () => {
    const good = await orangeLogo();
    const truncated = good.slice(0, Math.floor(good.byteLength / 2));
    const cases: [FormData, number, string][] = [
      [logoForm(truncated), 422, "invalid_image"],
      [
        logoForm(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"), "logo.png"),
        415,
        "unsupported_media_type",
      ],
      [logoForm(new Uint8Array(600 * 1024).fill(7)), 413, "payload_too_large"],
      [logoForm(await orangeLogo(8, 8)), 422, "invalid_image"],
    ];
    for (const [form, status, code] of cases) {
      expect(await errorOf(await put(team.owner.token, form))).toMatchObject({ status, code });
    }
    expect((await errorOf(await get(logoPath(), team.owner.token))).status).toBe(404);
  });

  test("members and viewers may not set it; a Pro workspace may not (white-label is Enterprise)", async () => {
    for (const user of [team.member, team.viewer]) {
      expect(await errorOf(await put(user.token, logoForm(await orangeLogo())))).toMatchObject({
        status: 403,
        code: "forbidden",
      });
    }
    const res = await t.request(`/v1/workspaces/${pro.workspaceId}/logo`, {
      method: "PUT",
      token: pro.token,
      body: logoForm(await orangeLogo()),
    });
    expect(await errorOf(res)).toMatchObject({ status: 403, code: "plan_required" });
  });

  test("the logo and its audit entry change together: a refused entry leaves the old logo", async () => {
    expect((await put(team.owner.token, logoForm(await orangeLogo(300, 100)))).status).toBe(200);
    const allow = await refuseAuditEntries(t.deps.db, team.workspaceId);
    try {
      expect((await put(team.owner.token, logoForm(await orangeLogo(200, 200)))).status).toBe(500);
      expect((await t.request(logoPath(), { method: "DELETE", token: team.owner.token })).status).toBe(500);
      const kept = await bytesOf(await get(logoPath(), team.owner.token));
      expect((await sharp(kept).metadata()).width).toBe(300);
    } finally {
      await allow();
    }
    expect((await t.request(logoPath(), { method: "DELETE", token: team.owner.token })).status).toBe(204);
  });
});
