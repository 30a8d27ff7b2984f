import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { deleteAccount, sweepStorageDeletions } from "../../services/account/delete-account.ts";

export const deleteMe = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .delete(
      "/v1/me",
      async ({ principal, set }) => {
        await deleteAccount(deps.db, principal.userId);
        // Files go right away when storage answers; otherwise the periodic sweep retries them.
        await sweepStorageDeletions(deps).catch((error: unknown) =>
          deps.log.warn("storage sweep after account deletion failed", { error }),
        );
        set.status = 204;
      },
      {
        auth: "session",
        detail: {
          operationId: "deleteMe",
          tags: ["Account"],
          summary: "Delete the account, all its data and its stored images",
          description:
            "Irreversible: analyses, images, tokens and sessions go with the account. Needs a session token, not an API token.",
        },
        response: { 204: t.Void(), ...errors(401, 403) },
      },
    );
