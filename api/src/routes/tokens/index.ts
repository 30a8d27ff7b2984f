import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { createTokenRoute } from "./create-token.ts";
import { deleteTokenRoute } from "./delete-token.ts";
import { listTokensRoute } from "./list-tokens.ts";

export function tokensRoutes(deps: AppDeps) {
  return new Elysia().use(listTokensRoute(deps)).use(createTokenRoute(deps)).use(deleteTokenRoute(deps));
}
