import { Elysia, t } from "elysia";
import { clientIp } from "../../client-ip.ts";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { JSON_BODY } from "../../http/json-body.ts";
import { base } from "../../plugins/base.ts";
import { EVENT_NAME_PATTERN, recordEvent } from "../../services/events/record-event.ts";

export const createEvent = (deps: AppDeps) =>
  new Elysia().use(base).post(
    "/v1/events",
    async ({ body, request, server, set }) => {
      await recordEvent(deps, clientIp(request, server, deps.config.trustProxy), body);
      set.status = 202;
      return { accepted: true as const };
    },
    {
      parse: JSON_BODY,
      body: t.Object({
        name: t.String({
          pattern: EVENT_NAME_PATTERN,
          error: "name must be a snake_case identifier of 2 to 64 characters (e.g. page_not_found)",
        }),
        path: t.Optional(t.String({ maxLength: 2048, error: "path must be at most 2048 characters" })),
        props: t.Optional(
          t.Record(
            t.String({ maxLength: 64 }),
            t.Union([t.String({ maxLength: 512 }), t.Number(), t.Boolean(), t.Null()]),
            {
              error: "props must be an object of short strings, numbers, booleans or null",
            },
          ),
        ),
      }),
      detail: {
        operationId: "createEvent",
        tags: ["Events"],
        summary: "Record a first-party analytics event",
        description:
          "Anonymous. The web app sends events such as page_not_found only when the visitor allowed analytics cookies. Rate-limited per IP; props are limited to 20 keys and 2 KB.",
      },
      response: { 202: t.Object({ accepted: t.Literal(true) }), ...errors(400, 413, 429) },
    },
  );
