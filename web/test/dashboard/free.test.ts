import { describe, expect, test } from "bun:test";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { expectA11y, FIXTURES, hasChromium, registerDashboardEnv, screenshot, waitForToast } from "./env.ts";

const env = registerDashboardEnv();

const fixture = (name: string) => path.join(FIXTURES, name);

describe.skipIf(!hasChromium)("free dashboard", () => {
  test("upload → gallery → detail dialog → JSON download; rejections; the 11th upload is blocked", async () => {
    const { page, user } = await env.signedIn("free");
    await page.getByRole("heading", { name: "Dashboard", exact: true }).waitFor();
    expect(page.url()).toBe(`${env.url}/dashboard`);
    const main = page.locator("main");
    await main.getByText("Your Analyses (0)").waitFor();
    await main.getByText("No images analyzed yet").waitFor();
    expect(await page.getByText("Free Plan").count()).toBe(1);
    expect(await page.getByRole("banner").getByRole("link", { name: "Upgrade to Pro" }).getAttribute("href")).toBe(
      "/settings?tab=billing",
    );
    expect(await page.getByRole("link", { name: "View Plans" }).getAttribute("href")).toBe("/settings?tab=billing");
    for (const link of await page.getByRole("link", { name: /^(Upgrade|Explore)/ }).all()) {
      expect(await link.getAttribute("href")).toBe("/settings?tab=billing");
    }
    await main.getByText("$99").waitFor();
    await main.getByText("1,500 images/mo · API access").waitFor();
    await main.getByText("Most Popular").waitFor();
    expect(await page.getByText("Unlock advanced analytics").count()).toBe(0);
    await expectA11y(page);
    await screenshot(page, "free-dashboard-empty");

    // Rejections before anything is uploaded: wrong type, too small.
    const input = page.getByLabel("Upload images");
    await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") });
    expect(await waitForToast(page, "Invalid file type")).toContain("only JPEG, PNG and WebP images are accepted");
    const tiny = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
      "base64",
    );
    await input.setInputFiles({ name: "pixel.png", mimeType: "image/png", buffer: tiny });
    expect(await waitForToast(page, "File too small")).toContain("pixel.png is smaller than 1 KB");

    // A batch of three by drag and drop: each shows "Analyzing <file>", then its toast.
    const names = ["ad-001.png", "ad-002.webp", "ad-003.jpg"];
    const files = await Promise.all(names.map(async (n) => ({ name: n, bytes: [...(await readFile(fixture(n)))] })));
    const dataTransfer = await page.evaluateHandle((list) => {
      const dt = new DataTransfer();
      for (const f of list) {
        const type = f.name.endsWith(".png") ? "image/png" : f.name.endsWith(".webp") ? "image/webp" : "image/jpeg";
        dt.items.add(new File([new Uint8Array(f.bytes)], f.name, { type }));
      }
      return dt;
    }, files);
    await page.getByTestId("upload-dropzone").dispatchEvent("drop", { dataTransfer });
    await page
      .getByText(/Analyzing ad-00\d/)
      .first()
      .waitFor();
    for (const n of names) await waitForToast(page, `Successfully analyzed ${n}`);
    await main.getByText("Your Analyses (3)").waitFor({ timeout: 30_000 });
    await page.getByTestId("usage-badge").filter({ hasText: "3/10" }).waitFor();
    await page.getByText("Unlock advanced analytics").waitFor();
    expect(await page.getByTestId("gallery-card").count()).toBe(3);
    // Cards show the ≈480 px WebP preview, not the uploaded image.
    const thumbs = await page
      .getByTestId("gallery-card")
      .locator("img")
      .evaluateAll((imgs) => imgs.map((i) => i.getAttribute("src") ?? ""));
    expect(thumbs.length).toBe(3);
    for (const src of thumbs) expect(src).toMatch(/^\/v1\/analyses\/[0-9a-f-]{36}\/thumbnail\?expires=\d+&sig=/);
    const preview = await page.request.get(new URL(thumbs[0] ?? "", page.url()).toString());
    expect([preview.status(), preview.headers()["content-type"]]).toEqual([200, "image/webp"]);
    // Free users cannot delete.
    expect(await page.getByRole("button", { name: /^Delete/ }).count()).toBe(0);

    // Detail dialog: results, overlays, JSON, download.
    await page.getByRole("button", { name: /^Open analysis of ad-001\.png/ }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Analysis Results").waitFor();
    await dialog.getByText("Complete Analysis JSON").waitFor();
    const json = JSON.parse((await dialog.getByTestId("analysis-json").textContent()) ?? "{}");
    expect(json.brand_name).toBe("LUMA");
    const score = Number.parseFloat((await dialog.getByTestId("detail-score").textContent()) ?? "");
    expect(score).toBeCloseTo(json.effectiveness_score, 1);
    const scoreClass = (await dialog.getByTestId("detail-score").getAttribute("class")) ?? "";
    expect(scoreClass).toContain(score >= 8 ? "text-success" : score >= 6 ? "text-warning" : "text-destructive");
    await dialog.getByRole("heading", { name: "Score breakdown" }).waitFor();
    await dialog.getByRole("heading", { name: "Palette" }).waitFor();
    await dialog.getByRole("heading", { name: "Recommendations" }).waitFor();
    await dialog.getByRole("heading", { name: "Strengths" }).waitFor();
    const factors = await dialog.getByTestId("score-factor").allInnerTexts();
    expect(factors.length).toBe(json.score_breakdown.length);
    for (const [i, f] of (json.score_breakdown as { factor: string }[]).entries())
      expect(factors[i]).toContain(f.factor);
    expect(await dialog.locator("[data-box=cta]").count()).toBe(1);
    expect(await dialog.locator("[data-box=text]").count()).toBeGreaterThan(0);
    // ad-001's "LUMA" wordmark is a logo read from the pixels, not a detected object.
    expect(await dialog.locator("[data-box=logo]").count()).toBe(1);
    expect(await dialog.locator("[data-box=object]").count()).toBe(0);
    await dialog.getByLabel("Show attention heatmap").check();
    // decode() settles once the image has loaded (and fails if it cannot), however busy the machine.
    expect(
      await dialog.getByTestId("heatmap-overlay").evaluate(async (img: HTMLImageElement) => {
        await img.decode();
        return img.naturalWidth > 0;
      }),
    ).toBe(true);
    await screenshot(page, "free-detail-dialog", { fullPage: false });
    await expectA11y(page);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("button", { name: "Download JSON" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("ad-001.png_analysis.json");
    const saved = JSON.parse(await readFile((await download.path())!, "utf8"));
    expect(saved.effectiveness_score).toBe(json.effectiveness_score);
    await waitForToast(page, "JSON downloaded");
    await page.keyboard.press("Escape");

    // Nine used: the bar is amber (≥ 70 %). Of a batch of two the first fits and is sent; the
    // second is listed as not sent, and the toast says which and why.
    await env.t.deps.db
      .updateTable("workspaces")
      .set({ current_month_uploads: 9 })
      .where("personal_owner_id", "=", user.id)
      .execute();
    await page.reload();
    await page.getByTestId("usage-badge").filter({ hasText: "9/10" }).waitFor();
    expect(await page.getByRole("progressbar", { name: "Monthly usage" }).getAttribute("data-state")).toBe("warning");
    const stored = async () =>
      ((await (await env.t.request("/v1/analyses?limit=100", { token: user.token })).json()) as { data: unknown[] })
        .data.length;
    const before = await stored();
    await page.getByLabel("Upload images").setInputFiles([fixture("ad-004.webp"), fixture("ad-005.png")]);
    expect(await waitForToast(page, "Upload limit exceeded")).toContain(
      "1 of 2 images sent: that is all that was left of your plan's 10 analyses a month. Not sent: ad-005.png.",
    );
    await waitForToast(page, "Successfully analyzed ad-004.webp");
    await page.getByText("Monthly Limit Reached").waitFor();
    expect(await stored()).toBe(before + 1);
    const badge = page.getByTestId("usage-badge");
    expect(await badge.textContent()).toBe("10/10");
    expect(await badge.getAttribute("class")).toContain("bg-destructive");
    expect(await page.getByLabel("Upload images").count()).toBe(0);
    await screenshot(page, "free-dashboard-limit-reached");

    // The API refuses an 11th upload too, whatever the client does.
    const form = new FormData();
    form.append("file", new Blob([await readFile(fixture("ad-005.png"))]), "ad-005.png");
    const eleventh = await env.t.request("/v1/analyses", { token: user.token, body: form });
    expect(eleventh.status).toBe(429);
  }, 180_000);

  test("paid tiers are sent to their own dashboard, with 'Loading dashboard' meanwhile", async () => {
    const { page } = await env.signedIn("pro");
    await page.waitForURL(`${env.url}/dashboard/pro`);
    // Hold the subscription check so the deciding state can be seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/v1/billing/subscription", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${env.url}/dashboard`);
    await page.getByText("Loading dashboard").waitFor();
    release();
    await page.waitForURL(`${env.url}/dashboard/pro`);
    await page.getByRole("heading", { name: "Pro Dashboard" }).waitFor();
  }, 60_000);
});
