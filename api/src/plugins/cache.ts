import { Elysia } from "elysia";

/** Paths whose answers carry secrets to callers that sent none yet: sessions, refresh tokens. */
const ISSUES_SECRETS = /^\/v1\/auth\//;

/**
 * `Cache-Control: no-store` on every answer that carries tokens or personal data, so no shared
 * or browser cache keeps it: anything asked with a credential, and the sign-in family. A route
 * that knows better (a revalidated download) sets its own header, which replaces this default.
 */
export const sensitiveAnswers = new Elysia({ name: "adlens.cache" }).onRequest(({ request, set }) => {
  if (request.headers.has("authorization") || ISSUES_SECRETS.test(new URL(request.url).pathname)) {
    set.headers["cache-control"] = "no-store";
  }
});
