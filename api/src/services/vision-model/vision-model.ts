import type { Db } from "@adlens/db";
import type { OpenAiSettings } from "../../analysis/openai.ts";
import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
import { recordAudit } from "../audit/audit.ts";
import { checkTarget } from "../fetch/fetch-image.ts";
import { effectiveTier } from "../plans/effective-tier.ts";
import { open, seal } from "./secret-box.ts";

export const VISION_PLAN_MESSAGE = "Bringing your own vision model is part of the Enterprise plan.";
export const NOT_SET = "This workspace has no vision model of its own.";
const TEST_TIMEOUT_MS = 10_000;

type Deps = Pick<AppDeps, "db" | "config" | "now" | "log">;
type Actor = { userId: string; email: string };

export interface VisionModelView {
  configured: boolean;
  base_url: string | null;
  model: string | null;
  /** The key's last four characters; the key itself is never returned. */
  key_hint: string | null;
  updated_at: string | null;
}

async function requirePlan(deps: Deps, workspaceId: string) {
  if ((await effectiveTier(deps.db, workspaceId, deps.now())) !== "enterprise") {
    throw new ApiError("plan_required", VISION_PLAN_MESSAGE);
  }
}

function secretOf(deps: Deps): string {
  const secret = deps.config.analysis.modelKeysSecret;
  if (!secret) {
    throw new ApiError(
      "service_unavailable",
      "This instance cannot store model keys: its operator has not set MODEL_KEYS_SECRET.",
    );
  }
  return secret;
}

const row = (db: Db, workspaceId: string) =>
  db.selectFrom("workspace_vision_models").selectAll().where("workspace_id", "=", workspaceId).executeTakeFirst();

export async function getVisionModel(deps: Deps, workspaceId: string): Promise<VisionModelView> {
  await requirePlan(deps, workspaceId);
  const r = await row(deps.db, workspaceId);
  return {
    configured: Boolean(r),
    base_url: r?.base_url ?? null,
    model: r?.model ?? null,
    key_hint: r ? `…${r.key_hint}` : null,
    updated_at: r?.updated_at.toISOString() ?? null,
  };
}

/** The endpoint passes the same outbound rules as image URLs and webhooks (no private addresses). */
async function checkEndpoint(deps: Deps, raw: string): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ApiError("validation_failed", "base_url: is not a URL", { field: "base_url" });
  }
  await checkTarget(url, { allowHosts: deps.config.fetchAllowHosts }, Date.now() + 5_000, "model endpoint");
  return url.toString().replace(/\/+$/, "");
}

/** Sets the workspace's model (owners and admins); the key may be left out to keep the stored one. */
export async function setVisionModel(
  deps: Deps,
  workspaceId: string,
  actor: Actor,
  input: { base_url: string; model: string; api_key?: string },
): Promise<VisionModelView> {
  await requirePlan(deps, workspaceId);
  const secret = secretOf(deps);
  const baseUrl = await checkEndpoint(deps, input.base_url);
  const existing = await row(deps.db, workspaceId);
  if (!input.api_key && !existing) {
    throw new ApiError("validation_failed", "api_key: required the first time", { field: "api_key" });
  }
  const key = input.api_key
    ? { key_ciphertext: seal(secret, input.api_key), key_hint: input.api_key.slice(-4) }
    : { key_ciphertext: existing?.key_ciphertext ?? "", key_hint: existing?.key_hint ?? "" };
  await deps.db.transaction().execute(async (trx) => {
    const values = { base_url: baseUrl, model: input.model, ...key, updated_by: actor.userId, updated_at: deps.now() };
    await trx
      .insertInto("workspace_vision_models")
      .values({ workspace_id: workspaceId, ...values })
      .onConflict((oc) => oc.column("workspace_id").doUpdateSet(values))
      .execute();
    await recordAudit(trx, {
      workspaceId,
      actor,
      action: "vision_model.set",
      target: baseUrl,
      details: { model: input.model, key_changed: Boolean(input.api_key) },
      now: deps.now(),
    });
  });
  return getVisionModel(deps, workspaceId);
}

export async function deleteVisionModel(deps: Deps, workspaceId: string, actor: Actor): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom("workspace_vision_models")
      .where("workspace_id", "=", workspaceId)
      .returning("base_url")
      .executeTakeFirst();
    if (!gone) throw new ApiError("not_found", NOT_SET);
    await recordAudit(trx, {
      workspaceId,
      actor,
      action: "vision_model.removed",
      target: gone.base_url,
      now: deps.now(),
    });
  });
}

/** The settings the engine uses for this workspace's enrichment, or null for the instance's own. */
export async function workspaceVision(deps: Deps, workspaceId: string): Promise<OpenAiSettings | null> {
  const r = await row(deps.db, workspaceId);
  const secret = deps.config.analysis.modelKeysSecret;
  if (!r || !secret) return null;
  const apiKey = open(secret, r.key_ciphertext);
  if (apiKey === null) {
    deps.log.warn("a workspace's model key cannot be decrypted with MODEL_KEYS_SECRET", { workspace_id: workspaceId });
    return null;
  }
  return { apiKey, baseUrl: r.base_url, model: r.model, timeoutMs: deps.config.analysis.openai?.timeoutMs ?? 30_000 };
}

export interface ConnectionTest {
  ok: boolean;
  /** The endpoint's HTTP status, or null when it could not be reached. */
  status: number | null;
  latency_ms: number;
  message: string;
}

/**
 * Asks the workspace's model for a one-word chat completion with its key: whether the endpoint
 * answers, accepts the key and knows the model. Audit-logged with its outcome.
 */
export async function testVisionModel(deps: Deps, workspaceId: string, actor: Actor): Promise<ConnectionTest> {
  await requirePlan(deps, workspaceId);
  const settings = await workspaceVision(deps, workspaceId);
  if (!settings) throw new ApiError("not_found", NOT_SET);
  await checkEndpoint(deps, settings.baseUrl ?? "");
  const started = performance.now();
  let result: ConnectionTest;
  try {
    const res = await fetch(`${settings.baseUrl}/chat/completions`, {
      method: "POST",
      headers: { authorization: `Bearer ${settings.apiKey}`, "content-type": "application/json" },
      body: JSON.stringify({
        model: settings.model,
        messages: [{ role: "user", content: "Reply with OK." }],
        max_tokens: 5,
      }),
      signal: AbortSignal.timeout(TEST_TIMEOUT_MS),
      redirect: "error",
    });
    const latency = Math.round(performance.now() - started);
    const body = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
    result = res.ok
      ? { ok: true, status: res.status, latency_ms: latency, message: `The model ${settings.model} answered.` }
      : {
          ok: false,
          status: res.status,
          latency_ms: latency,
          message:
            res.status === 401 || res.status === 403
              ? "The endpoint refused the API key."
              : `The endpoint answered ${res.status}${body?.error?.message ? `: ${body.error.message.slice(0, 200)}` : ""}.`,
        };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    result = {
      ok: false,
      status: null,
      latency_ms: Math.round(performance.now() - started),
      message: timedOut ? "The endpoint did not answer within 10 s." : "The endpoint could not be reached.",
    };
  }
  await recordAudit(deps.db, {
    workspaceId,
    actor,
    action: "vision_model.tested",
    target: settings.baseUrl ?? null,
    details: { ok: result.ok, status: result.status },
    now: deps.now(),
  });
  return result;
}
