// The "/openapi" entry point: the package root also replaces TypeBox's format checkers with ones that
// build a zod schema per call (~50 µs a uuid), which made every response carrying ids slow.
import { toOpenAPISchema } from "@elysiajs/openapi/openapi";
import type { AnyElysia } from "elysia";
import { weakEtag } from "../http/conditional.ts";
import { ANY_CREDENTIAL } from "../plugins/auth.ts";
import { IDEMPOTENCY_TTL_HOURS } from "../services/idempotency/idempotency.ts";
import { addErrorExamples, validationExamples } from "./examples/errors.ts";
import { addOperationExamples, SHARED_EXAMPLES } from "./examples/index.ts";
import { TAGS } from "./tags.ts";
import { tidyDocument } from "./tidy.ts";

export const API_VERSION = "0.1.0";

/**
 * The OpenAPI 3.1 document of an app, built from its routes' TypeBox schemas. Needs no database
 * or engine: only the route table, so `bun run openapi` builds it offline. It names no host and
 * no mode-specific route, so every instance serves the same bytes as sdk/openapi.json.
 */
export function openApiDocument(app: AnyElysia) {
  const generated = toOpenAPISchema(app, undefined, undefined, undefined, "3.1.2") as {
    paths: Record<string, Record<string, object>>;
    components: { schemas: Record<string, unknown> };
  };
  const doc = {
    openapi: "3.1.2",
    info: {
      title: "AdLens API",
      version: API_VERSION,
      summary: "Analyse advertising images and get structured, explainable insights.",
      description:
        'Analyse advertising images: text, headline, call to action, brand, palette, people, attention, contrast, placement fit and an explainable effectiveness score out of 10 with recommendations.\n\nAuthenticate with `Authorization: Bearer <token>`: a session access token from `/v1/auth/login` or a Pro API token (`adlens_` + 64 hex). Every error has the shape `{"error": {"code", "message", "request_id"}}` with `code` from a closed list. Lists are cursor-paginated (`limit`, `cursor` → `next_cursor`).',
      contact: { name: "AdLens" },
      license: { name: "MIT", identifier: "MIT" },
    },
    // Relative: the instance that serves this document (OpenAPI 3.1 §4.8.5).
    servers: [{ url: "/", description: "The instance serving this document" }],
    security: ANY_CREDENTIAL,
    tags: TAGS,
    paths: generated.paths,
    components: {
      schemas: generated.components.schemas,
      examples: SHARED_EXAMPLES,
      headers: {
        XRequestId: {
          description:
            "This request's id: the caller's own X-Request-Id when it sent a sensible one, else a new UUID. Quote it when reporting a problem.",
          schema: { type: "string" },
        },
        RetryAfter: {
          description: "Seconds to wait before trying again.",
          schema: { type: "integer", minimum: 0 },
        },
        RateLimitLimit: {
          description:
            "Requests this credential (API token or session) may make per window: `API_RATE_LIMIT` a minute.",
          schema: { type: "integer", minimum: 1 },
        },
        RateLimitRemaining: {
          description: "Requests left in the current window, this one counted. At 0 the next answers 429.",
          schema: { type: "integer", minimum: 0 },
        },
        RateLimitReset: {
          description: "Seconds until the current window ends and the count starts again.",
          schema: { type: "integer", minimum: 0 },
        },
        ETag: {
          description: "A validator of this answer; send it back in If-None-Match to get 304 while it is unchanged.",
          schema: { type: "string" },
        },
      },
      parameters: {
        IdempotencyKey: {
          name: "Idempotency-Key",
          in: "header",
          required: false,
          description: `A key you choose (a UUID, say; 1 to 255 printable ASCII characters) so that a retry cannot create or charge twice. For ${IDEMPOTENCY_TTL_HOURS} hours, the same key with the same request answers what the first one did (with \`Idempotent-Replayed: true\`) without running again; with a different request it answers 409. A request that failed can be retried with its key.`,
          schema: { type: "string", minLength: 1, maxLength: 255 },
        },
      },
      securitySchemes: {
        session: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description:
            "A signed-in session: the `access_token` from `/v1/auth/login` or `/v1/auth/refresh`. Every protected operation accepts it; account, token, team and billing management accept nothing else.",
        },
        api_token: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "adlens_ + 64 hex",
          description:
            "A Pro or Enterprise API token (`adlens_` + 64 hex) from `POST /v1/tokens`. It acts as its creator, with their role, in its own workspace, on the operations that list this scheme.",
        },
      },
    },
  };
  tidyDocument(doc);
  addOperationExamples(doc.paths);
  addErrorExamples(doc.paths, validationExamples(app));
  return doc;
}

/** The document as served and committed: the same text everywhere, with a validator for caching. */
export interface PublishedDocument {
  text: string;
  etag: string;
}

let published: PublishedDocument | undefined;

/**
 * Built once per process, before any request. Elysia writes `additionalProperties: false` into a
 * route's schemas when it first compiles that route's validators (then strips unknown fields), so
 * a document built after traffic would grow keys the server does not enforce. The route table is
 * the same for every app (development-only routes are hidden), so one build serves them all.
 */
export function publishedDocument(app: AnyElysia): PublishedDocument {
  if (!published) {
    const text = `${JSON.stringify(openApiDocument(app), null, 2)}\n`;
    published = { text, etag: weakEtag(text) };
  }
  return published;
}
