import { Elysia } from "elysia";
import { ApiError } from "../errors.ts";
import { hasControlCharacter } from "../http/text.ts";

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Control characters in the path or a query parameter are refused before routing, for every
 * route at once (`?search=%00` used to reach PostgreSQL). JSON bodies get the same check in their
 * parser (http/json-body.ts). A request without credentials to a route behind the gate is left to
 * the gate, which answers 401 before anything is validated (`isGated`, see gatedRoutes) and before
 * any query runs.
 */
export function inputChecks(isGated: (method: string, path: string) => boolean) {
  return new Elysia({ name: "adlens.input" }).onRequest(({ request }) => {
    const url = new URL(request.url);
    if (!request.headers.has("authorization") && isGated(request.method, url.pathname)) return;
    if (hasControlCharacter(decoded(url.pathname))) {
      throw new ApiError("validation_failed", "The path must not contain control characters.");
    }
    for (const [name, value] of url.searchParams) {
      if (hasControlCharacter(name) || hasControlCharacter(value)) {
        throw new ApiError("validation_failed", `${name}: must not contain control characters`, { field: name });
      }
    }
  });
}
