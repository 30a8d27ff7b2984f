import { openapi } from "@elysiajs/openapi";
import { Elysia } from "elysia";
import type { AppDeps } from "./deps.ts";
import { errorHandling } from "./plugins/errors.ts";
import { securityHeaders } from "./plugins/security.ts";
import { routes } from "./routes/index.ts";

export const API_VERSION = "0.1.0";

/** Builds the whole HTTP API. No listen(): main.ts serves it, tests call `app.handle()`. */
export function createApp(deps: AppDeps, options: { dbKind: string }) {
  return new Elysia()
    .use(securityHeaders(deps.config))
    .use(errorHandling(deps.log, deps.config.maxBodyBytes))
    .use(
      openapi({
        path: "/openapi",
        specPath: "/openapi.json",
        provider: null,
        documentation: {
          info: {
            title: "AdLens API",
            version: API_VERSION,
            description:
              'Analyse advertising images: palette, text, call to action, attention, placement fit and an explainable effectiveness score. Every error has the shape `{"error": {"code", "message", "request_id"}}`.',
          },
          servers: [{ url: deps.config.publicUrl }],
          components: {
            securitySchemes: {
              bearer: {
                type: "http",
                scheme: "bearer",
                description: "A session access token (JWT) or an API token (`adlens_` + 64 hex).",
              },
            },
          },
        },
      }),
    )
    .use(routes(deps, options.dbKind));
}

export type App = ReturnType<typeof createApp>;
