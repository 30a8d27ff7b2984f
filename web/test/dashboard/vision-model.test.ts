import { afterAll, describe, expect, test } from "bun:test";
import { expectA11y, hasChromium, registerDashboardEnv, waitForToast } from "./env.ts";

/** A local OpenAI-compatible server that accepts one key. */
const llm = Bun.serve({
  hostname: "127.0.0.1",
  port: 0,
  fetch(req) {
    if (req.headers.get("authorization") !== "Bearer sk-right-7a7a") {
      return Response.json({ error: { message: "Incorrect API key provided" } }, { status: 401 });
    }
    return Response.json({ choices: [{ index: 0, message: { role: "assistant", content: "OK" } }] });
  },
});
afterAll(() => llm.stop(true));

const env = registerDashboardEnv({
  env: { MODEL_KEYS_SECRET: "5c".repeat(32), FETCH_ALLOW_HOSTS: `127.0.0.1:${llm.port}` },
});

describe.skipIf(!hasChromium)("Enterprise AI model tab", () => {
  test("an owner sets the workspace's model, the key is never shown again, and Test connection reports the endpoint", async () => {
    const { page } = await env.signedIn("enterprise");
    await page.waitForURL(`${env.url}/dashboard/enterprise`);
    await page.goto(`${env.url}/dashboard/enterprise?tab=model`);
    await page.getByText("Using the instance's model.").waitFor();
    await page.getByLabel("Endpoint URL").fill(`http://127.0.0.1:${llm.port}/v1`);
    await page.getByRole("textbox", { name: "Model", exact: true }).fill("llava");
    await page.getByLabel("API key").fill("sk-wrong-1111");
    await page.getByRole("button", { name: "Save model" }).click();
    await waitForToast(page, "Vision model saved");
    await page.getByText(`Using llava at http://127.0.0.1:${llm.port}/v1 (key …1111).`).waitFor();
    expect(await page.getByLabel("API key").inputValue()).toBe("");
    expect(await page.content()).not.toContain("sk-wrong");

    await page.getByRole("button", { name: "Test connection" }).click();
    await page.getByTestId("vision-model-test").getByText("The endpoint refused the API key.").waitFor();
    await page.getByLabel("API key").fill("sk-right-7a7a");
    await page.getByRole("button", { name: "Save model" }).click();
    await page.getByText("(key …7a7a)", { exact: false }).waitFor();
    await page.getByRole("button", { name: "Test connection" }).click();
    await page.getByTestId("vision-model-test").getByText("The model llava answered.").waitFor();
    await expectA11y(page);
  });
});
