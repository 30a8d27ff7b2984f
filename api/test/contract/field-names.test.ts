import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { json, startTestApp, type TestApp } from "../harness.ts";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await t.createUser({ tier: "pro" })).token;
}, 60_000);
afterAll(() => t.close());

type ErrorBody = { error: { code: string; message: string; field?: string } };

describe("validation errors name fields as the request spelled them", () => {
  test("a bad event in a list names its place and the values allowed", async () => {
    const res = await t.request("/v1/webhooks", {
      json: { url: "https://hooks.example.com/x", events: ["analysis.completed", "analysis.finished"] },
      token,
    });
    expect(res.status).toBe(400);
    expect((await json<ErrorBody>(res)).error).toMatchObject({
      code: "validation_failed",
      field: "events[1]",
      message: "events[1]: must be one of analysis.completed, analysis.failed, batch.completed",
    });
  });

  test("an empty JSON batch names `images`; an empty multipart one names `files`", async () => {
    const asJson = await json<ErrorBody>(await t.request("/v1/batches", { json: { images: [] }, token }));
    expect(asJson.error).toMatchObject({ field: "images", message: "images: a batch needs at least one image" });
    const form = new FormData();
    form.append("note", "no files");
    const asForm = await json<ErrorBody>(await t.request("/v1/batches", { method: "POST", body: form, token }));
    expect(asForm.error.field).toBe("files");
  });
});
