import { Elysia } from "elysia";
import type { AppDeps } from "./deps.ts";
import { openApiDocument } from "./openapi/document.ts";
import { sensitiveAnswers } from "./plugins/cache.ts";
import { errorHandling } from "./plugins/errors.ts";
import { inputChecks } from "./plugins/input.ts";
import { securityHeaders } from "./plugins/security.ts";
import { routes } from "./routes/index.ts";

/** Builds the whole HTTP API. No listen(): main.ts serves it, tests call `app.handle()`. */
export function createApp(deps: AppDeps, options: { dbKind: string }) {
  const app = new Elysia()
    .use(securityHeaders(deps.config))
    .use(errorHandling(deps))
    .use(inputChecks)
    .use(sensitiveAnswers)
    .use(routes(deps, options.dbKind));
  // Built on first request, when every route is registered, then reused.
  let doc: ReturnType<typeof openApiDocument> | undefined;
  return app.get("/openapi.json", () => (doc ??= openApiDocument(app, deps.config.publicUrl)), {
    detail: { hide: true },
  });
}

export type App = ReturnType<typeof createApp>;
