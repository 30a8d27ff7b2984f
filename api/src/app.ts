import { Elysia } from "elysia";
import type { AppDeps } from "./deps.ts";
import { matchesEtag, notModified } from "./http/conditional.ts";
import { publishedDocument } from "./openapi/document.ts";
import { gatedPathMatcher, gatedRoutes } from "./plugins/auth.ts";
import { sensitiveAnswers } from "./plugins/cache.ts";
import { conditionalGets } from "./plugins/conditional.ts";
import { errorHandling } from "./plugins/errors.ts";
import { inputChecks } from "./plugins/input.ts";
import { securityHeaders } from "./plugins/security.ts";
import { routes } from "./routes/index.ts";

/** Builds the whole HTTP API. No listen(): main.ts serves it, tests call `app.handle()`. */
export function createApp(deps: AppDeps, options: { dbKind: string }) {
  let gated = new Set<string>();
  let gatedPath: (method: string, path: string) => boolean = () => false;
  const app = new Elysia()
    .use(securityHeaders(deps.config))
    .use(errorHandling(deps, (route) => gated.has(route)))
    .use(inputChecks((method, path) => gatedPath(method, path)))
    .use(sensitiveAnswers)
    .use(conditionalGets)
    .use(routes(deps, options.dbKind));
  gated = gatedRoutes(app);
  gatedPath = gatedPathMatcher(gated);
  // Every route is registered by now and none has served a request yet.
  const spec = publishedDocument(app);
  return app.get(
    "/openapi.json",
    ({ request }) =>
      matchesEtag(request, spec.etag)
        ? notModified(spec.etag)
        : new Response(spec.text, { headers: { "content-type": "application/json", etag: spec.etag } }),
    { detail: { hide: true } },
  );
}

export type App = ReturnType<typeof createApp>;
