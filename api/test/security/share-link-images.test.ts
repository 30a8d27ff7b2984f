/** Finding 7 of issue 23: a share link's image links must die with the share link. */
import { afterAll, beforeAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { seedAnalysis, TEST_TIMEOUT_MS } from "../analyses/helpers.ts";
import { json, startTestApp, type TestApp } from "../harness.ts";

setDefaultTimeout(TEST_TIMEOUT_MS);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface Shared {
  analyses: { image_url: string; heatmap_url: string | null }[];
}

async function share(token: string, analysisIds: string[]) {
  const res = await t.request("/v1/share-links", { token, json: { analysis_ids: analysisIds } });
  expect(res.status).toBe(201);
  const link = await json<{ id: string; url: string }>(res);
  const opened = await t.request(`/v1/shared/${link.url.split("/shared/")[1]}`);
  expect(opened.status).toBe(200);
  const [first] = (await json<Shared>(opened)).analyses;
  if (!first?.heatmap_url) throw new Error("the shared analysis has an image and a heatmap");
  return { id: link.id, image: first.image_url, heatmap: first.heatmap_url };
}

describe("7. signed image links of a share link", () => {
  test("stop working the moment the link is revoked, and are cached for a minute at most", async () => {
    const owner = await t.createUser({ tier: "pro" });
    const analysis = await seedAnalysis(t, owner.id);
    const link = await share(owner.token, [analysis.id]);
    const image = await t.request(link.image);
    expect(image.status).toBe(200);
    expect(image.headers.get("cache-control")).toBe("private, max-age=60");
    expect((await t.request(link.heatmap)).status).toBe(200);

    const revoked = await t.request(`/v1/share-links/${link.id}`, { method: "DELETE", token: owner.token });
    expect(revoked.status).toBe(204);
    for (const url of [link.image, link.heatmap]) {
      const res = await t.request(url);
      expect(res.status).toBe(401);
      expect((await json<{ error: { code: string } }>(res)).error.code).toBe("unauthorized");
    }
  });

  test("are bound to their share link: another link's id, or none, does not verify", async () => {
    const owner = await t.createUser({ tier: "pro" });
    const analysis = await seedAnalysis(t, owner.id);
    const link = await share(owner.token, [analysis.id]);
    const other = await share(owner.token, [analysis.id]);
    const swapped = link.image.replace(`share=${link.id}`, `share=${other.id}`);
    const dropped = link.image.replace(`share=${link.id}&`, "");
    expect(dropped).not.toBe(link.image);
    for (const url of [swapped, dropped]) expect((await t.request(url)).status).toBe(401);
  });
});
