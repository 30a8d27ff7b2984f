import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
import { hitRateLimit, type RateLimitRule } from "../rate-limit/rate-limit.ts";

/** Event names are short snake_case identifiers (page_view, page_not_found, demo_analyzed). */
export const EVENT_NAME_PATTERN = "^[a-z][a-z0-9_]{1,63}$";
export const MAX_PROPS = 20;
/** Serialised size limit of `props`: an event describes what happened, it does not carry payloads. */
export const MAX_PROPS_BYTES = 2048;

/** Analytics is fire-and-forget from browsers: generous per IP, but a flood from one client stops. */
export const EVENTS_RATE_LIMIT: RateLimitRule = { name: "events:ip", limit: 120, windowSeconds: 60 };

export type EventProps = Record<string, string | number | boolean | null>;

export interface EventInput {
  name: string;
  path?: string;
  props?: EventProps;
}

/** Stores one first-party analytics event after the per-IP rate limit and size checks. */
export async function recordEvent(deps: Pick<AppDeps, "db" | "now">, ip: string, input: EventInput): Promise<void> {
  const props = input.props ?? {};
  if (Object.keys(props).length > MAX_PROPS) {
    throw new ApiError("validation_failed", `props may have at most ${MAX_PROPS} keys`, { field: "props" });
  }
  if (new TextEncoder().encode(JSON.stringify(props)).length > MAX_PROPS_BYTES) {
    throw new ApiError("validation_failed", `props must be at most ${MAX_PROPS_BYTES} bytes of JSON`, {
      field: "props",
    });
  }
  await hitRateLimit(deps.db, EVENTS_RATE_LIMIT, ip, deps.now());
  await deps.db
    .insertInto("analytics_events")
    .values({ name: input.name, path: input.path ?? null, props: JSON.stringify(props), created_at: deps.now() })
    .execute();
}
