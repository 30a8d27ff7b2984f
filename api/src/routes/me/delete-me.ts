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
          summary:
            "Delete the account, its personal workspace, the team workspaces only it is in, and their stored images",
          description:
            "Irreversible: the personal workspace's analyses, images and tokens go with the account, and so do team workspaces nobody else is in. A team workspace with other members must get another owner first (409 conflict); analyses you added to other teams stay there. Needs a session token, not an API token.",
        },
        response: { 204: t.Void(), ...errors(401, 403, 409) },
      },
    );
