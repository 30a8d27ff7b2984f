import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { fixture, TEST_TIMEOUT_MS, upload } from "../analyses/helpers.ts";
import { json, startTestApp, type TestApp } from "../harness.ts";
import { addMember } from "../workspaces/helpers.ts";

/** A local server speaking the chat-completions API; "sk-bad" is refused like OpenAI refuses keys. */
const seen: { auth: string | null; model: string }[] = [];
const server = Bun.serve({
  hostname: "127.0.0.1",
  port: 0,
  async fetch(req) {
    if (new URL(req.url).pathname !== "/v1/chat/completions") return new Response("not found", { status: 404 });
    const auth = req.headers.get("authorization");
    const body = (await req.json()) as { model: string };
    seen.push({ auth, model: body.model });
    if (auth === "Bearer sk-bad") {
      return Response.json(
        { error: { message: "Incorrect API key provided", code: "invalid_api_key" } },
        { status: 401 },
      );
    }
    const answer = {
      brand_name: "Workspace Model Brand",
      target_audience: "Bakers",
      overall_message: "Bake better.",
      callToAction: null,
      key_elements: [],
      emotions: ["Joy"],
      recommendations: [],
      strengths: [],
    };
    return Response.json({
      id: "chatcmpl-1",
      object: "chat.completion",
      created: 1,
      model: body.model,
      choices: [
        {
          index: 0,
          finish_reason: "stop",
          message: { role: "assistant", content: JSON.stringify(answer), refusal: null },
        },
      ],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    });
  },
});

const SECRET = "7f".repeat(32);
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { MODEL_KEYS_SECRET: SECRET, FETCH_ALLOW_HOSTS: `127.0.0.1:${server.port}` } });
});
afterAll(async () => {
  await t?.close();
  server.stop(true);
});

const endpoint = () => `http://127.0.0.1:${server.port}/v1`;

describe("a workspace's own vision model", () => {
  test(
    "is stored with its key encrypted and never returned, tested, used for the workspace's analyses, and audit-logged",
    async () => {
      const owner = await t.createUser({ tier: "enterprise" });
      const path = `/v1/workspaces/${owner.workspaceId}/vision-model`;
      expect(await json(await t.request(path, { token: owner.token }))).toMatchObject({ configured: false });

      const put = await t.request(path, {
        method: "PUT",
        token: owner.token,
        json: { base_url: `${endpoint()}/`, model: "ws-vision", api_key: "sk-good-1234" },
      });
      expect(put.status).toBe(200);
      const text = await put.text();
      expect(text).not.toContain("sk-good");
      expect(JSON.parse(text)).toMatchObject({
        configured: true,
        base_url: endpoint(),
        model: "ws-vision",
        key_hint: "…1234",
      });
      const stored = await t.deps.db
        .selectFrom("workspace_vision_models")
        .select("key_ciphertext")
        .executeTakeFirstOrThrow();
      expect(stored.key_ciphertext).not.toContain("sk-good");
      expect(Buffer.from(stored.key_ciphertext.replaceAll(".", ""), "base64url").toString("latin1")).not.toContain(
        "sk-good",
      );

      const ok = await json(await t.request(`${path}/test`, { method: "POST", token: owner.token }));
      expect(ok).toMatchObject({ ok: true, status: 200, message: "The model ws-vision answered." });
      expect(seen.at(-1)).toEqual({ auth: "Bearer sk-good-1234", model: "ws-vision" });

      const analysed = await json<{
        analysis_result: { target_audience: string; engine: { provider: string; model: string } };
      }>(await upload(t, owner.token, await fixture("ad-001.png"), "ad-001.png"));
      expect(analysed.analysis_result.target_audience).toBe("Bakers");
      expect(analysed.analysis_result.engine.provider).toBe("local+openai");
      expect(analysed.analysis_result.engine.model).toStartWith("ws-vision + ");
      // Another workspace, with no model of its own, is analysed locally (the instance has none).
      const other = await t.createUser({ tier: "enterprise" });
      const local = await json<{ analysis_result: { engine: { provider: string } } }>(
        await upload(t, other.token, await fixture("ad-001.png"), "ad-001.png"),
      );
      expect(local.analysis_result.engine.provider).toBe("local");

      // A refused key: the test says so, and analyses keep their measurements with the reason.
      await t.request(path, {
        method: "PUT",
        token: owner.token,
        json: { base_url: endpoint(), model: "ws-vision", api_key: "sk-bad" },
      });
      const refused = await json(await t.request(`${path}/test`, { method: "POST", token: owner.token }));
      expect(refused).toMatchObject({ ok: false, status: 401, message: "The endpoint refused the API key." });
      const degraded = await json<{ analysis_result: { engine: { provider: string; enrichment_error?: string } } }>(
        await upload(t, owner.token, await fixture("ad-001.png"), "ad-001b.png"),
      );
      expect(degraded.analysis_result.engine.provider).toBe("local");
      expect(degraded.analysis_result.engine.enrichment_error).toBeString();

      // Changing the model without a key keeps the stored key.
      const kept = await json(
        await t.request(path, {
          method: "PUT",
          token: owner.token,
          json: { base_url: endpoint(), model: "ws-vision-2" },
        }),
      );
      expect(kept).toMatchObject({ model: "ws-vision-2", key_hint: "…-bad" });

      expect((await t.request(path, { method: "DELETE", token: owner.token })).status).toBe(204);
      expect(await json(await t.request(path, { token: owner.token }))).toMatchObject({ configured: false });
      const log = await json<{ data: { action: string; details: Record<string, unknown> }[] }>(
        await t.request(`/v1/workspaces/${owner.workspaceId}/audit-log?limit=100`, { token: owner.token }),
      );
      expect(log.data.map((e) => e.action)).toEqual([
        "vision_model.removed",
        "vision_model.set",
        "vision_model.tested",
        "vision_model.set",
        "vision_model.tested",
        "vision_model.set",
      ]);
      expect(JSON.stringify(log.data)).not.toContain("sk-");
    },
    TEST_TIMEOUT_MS * 2,
  );

  test(
    "is Enterprise, for owners and admins with a session, and only to endpoints image URLs could reach",
    async () => {
      const pro = await t.createUser({ tier: "pro" });
      const proPut = await t.request(`/v1/workspaces/${pro.workspaceId}/vision-model`, {
        method: "PUT",
        token: pro.token,
        json: { base_url: endpoint(), model: "m", api_key: "sk-good" },
      });
      expect((await json<{ error: { code: string } }>(proPut)).error.code).toBe("plan_required");

      const owner = await t.createUser({ tier: "enterprise" });
      const team = await json<{ id: string }>(
        await t.request("/v1/workspaces", { token: owner.token, json: { name: "Studio" } }),
      );
      const member = await t.createUser();
      await addMember(t, team.id, member.id, "member");
      const asMember = await t.request(`/v1/workspaces/${team.id}/vision-model`, { token: member.token });
      expect(asMember.status).toBe(403);

      const privateUrl = await t.request(`/v1/workspaces/${owner.workspaceId}/vision-model`, {
        method: "PUT",
        token: owner.token,
        json: { base_url: "http://10.1.2.3/v1", model: "m", api_key: "sk-good" },
      });
      expect((await json<{ error: { code: string } }>(privateUrl)).error.code).toBe("url_not_allowed");
      const noKey = await t.request(`/v1/workspaces/${owner.workspaceId}/vision-model`, {
        method: "PUT",
        token: owner.token,
        json: { base_url: endpoint(), model: "m" },
      });
      expect((await json<{ error: { field: string } }>(noKey)).error.field).toBe("api_key");
    },
    TEST_TIMEOUT_MS,
  );
});
