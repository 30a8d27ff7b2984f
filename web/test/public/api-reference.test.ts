import { describe, expect, test } from "bun:test";
import { hasChromium, registerBrowserEnv } from "./browser.ts";

const env = registerBrowserEnv();

describe.skipIf(!hasChromium)("the /docs API reference", () => {
  test("renders the operations under its CSP, loading nothing from outside the instance", async () => {
    const page = await env.page({ consent: false });
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    const outside: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(env.url) && !request.url().startsWith("data:")) outside.push(request.url());
    });
    const response = await page.goto(`${env.url}/docs`);
    const csp = response?.headers()["content-security-policy"] ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    await page.getByRole("heading", { name: "AdLens API", level: 1 }).waitFor();
    // Scalar renders the first tag's operations and opens the others on demand.
    await page.getByText("Create an account and email a confirmation link").first().waitFor();
    await page.getByRole("button", { name: "Open Group - System" }).click();
    await page.getByText("Service and database health").first().waitFor();
    expect(problems).toEqual([]);
    expect(outside).toEqual([]);
  });

  test("another site cannot frame it, while a frameable resource beside it loads in the same page", async () => {
    const page = await env.page({ consent: false });
    // Another site (another port is another origin) embedding the reference, and /health as
    // the control that shows framing would otherwise work.
    const framer = Bun.serve({
      hostname: "127.0.0.1",
      port: 0,
      fetch: () =>
        new Response(`<iframe src="${env.url}/docs"></iframe><iframe src="${env.url}/health"></iframe>`, {
          headers: { "content-type": "text/html" },
        }),
    });
    await page.goto(`http://127.0.0.1:${framer.port}/`);
    await page.waitForLoadState("load");
    const urls = page.frames().map((f) => f.url());
    expect(urls).toContain(`${env.url}/health`);
    expect(urls).not.toContain(`${env.url}/docs`);
    framer.stop(true);
  });
});
