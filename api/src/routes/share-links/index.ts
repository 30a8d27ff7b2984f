import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { createShareLinkRoute } from "./create-share-link.ts";
import { getSharedRoute } from "./get-shared.ts";
import { listShareLinksRoute } from "./list-share-links.ts";
import { revokeShareLinkRoute } from "./revoke-share-link.ts";

export function shareLinksRoutes(deps: AppDeps) {
  return new Elysia()
    .use(listShareLinksRoute(deps))
    .use(createShareLinkRoute(deps))
    .use(revokeShareLinkRoute(deps))
    .use(getSharedRoute(deps));
}
