import { type DocumentDecoration, Elysia } from "elysia";
import type { AppDeps } from "../deps.ts";
import { ApiError } from "../errors.ts";
import { sha256 } from "../services/auth/secrets.ts";
import {
  type Claim,
  claimKey,
  completeKey,
  IDEMPOTENCY_KEY_PATTERN,
  releaseKey,
} from "../services/idempotency/idempotency.ts";
import { admittedOf } from "./auth.ts";

const claims = new WeakMap<Request, Claim>();

/**
 * What makes two requests "the same": the path, the workspace and the body. A parsed JSON body
 * is compared as parsed; a multipart form field by field (a retried upload gets a new boundary),
 * files by their bytes; any other body as its text.
 */
async function fingerprint(request: Request, parsed: unknown, workspaceId: string | undefined): Promise<string> {
  const head = `${request.method} ${new URL(request.url).pathname} ${workspaceId ?? ""}\n`;
  if (parsed !== undefined) return sha256(head + JSON.stringify(parsed));
  const copy = request.clone();
  if ((copy.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    const parts: string[] = [];
    for (const [name, value] of await copy.formData()) {
      parts.push(
        typeof value === "string"
          ? `${name}=${value}`
          : `${name}@${value.name};${value.type};${new Bun.CryptoHasher("sha256").update(await value.arrayBuffer()).digest("hex")}`,
      );
    }
    return sha256(head + parts.join("\n"));
  }
  return sha256(head + (await copy.text()));
}

/**
 * Called by the errors plugin for every failed request: nothing was created or charged, so a
 * retry with the same key runs again. (A route's own error hook would run after the global one
 * has already answered.)
 */
export async function releaseFailedRequest(deps: Pick<AppDeps, "db">, request: Request): Promise<void> {
  const claim = claims.get(request);
  if (!claim) return;
  claims.delete(request);
  await releaseKey(deps, claim);
}

/**
 * `{ idempotent: true }` on a POST that creates or charges: with an `Idempotency-Key` header,
 * the first answer is kept (services/idempotency) and a retry with the same key and request gets
 * it back with `Idempotent-Replayed: true`, without running again. Runs after the auth gate.
 */
export function idempotencyPlugin(deps: AppDeps) {
  return new Elysia({ name: "adlens.idempotency" }).macro({
    idempotent(_on: true) {
      return {
        // The OpenAPI document turns this into the shared Idempotency-Key parameter (openapi/tidy.ts).
        detail: { "x-idempotent": true } as DocumentDecoration,
        async beforeHandle({ request, body, set }) {
          const key = request.headers.get("idempotency-key");
          if (key === null) return;
          if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
            throw new ApiError("validation_failed", "Idempotency-Key: must be 1 to 255 printable ASCII characters.", {
              field: "idempotency-key",
            });
          }
          const { principal, workspace } = admittedOf(request);
          const outcome = await claimKey(deps, {
            userId: principal.userId,
            key,
            fingerprint: await fingerprint(request, body, workspace?.id),
          });
          if ("replay" in outcome) {
            set.status = outcome.replay.status;
            set.headers["idempotent-replayed"] = "true";
            return outcome.replay.body;
          }
          claims.set(request, outcome.claim);
        },
        async afterHandle({ request, response, set }) {
          const claim = claims.get(request);
          if (!claim) return;
          claims.delete(request);
          await completeKey(deps, claim, { status: Number(set.status ?? 200), body: response });
        },
      };
    },
  });
}
