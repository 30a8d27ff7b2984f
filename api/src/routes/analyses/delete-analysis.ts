import { Elysia, t } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { authPlugin } from "../../plugins/auth.ts";
import { base } from "../../plugins/base.ts";
import { deleteAnalysis } from "../../services/analyses/delete.ts";
import { IdParams } from "./schemas.ts";

export const deleteAnalysisRoute = (deps: AppDeps) =>
  new Elysia()
    .use(base)
    .use(authPlugin(deps))
    .delete(
      "/v1/analyses/:id",
      async ({ principal, workspace, params, set }) => {
        await deleteAnalysis(deps, workspace.id, params.id, principal);
        set.status = 204;
        return null;
      },
      {
        workspace: "analyses.delete",
        params: IdParams,
        detail: {
          operationId: "deleteAnalysis",
          tags: ["Analyses"],
          summary: "Delete an analysis and its stored image and heatmap (paid plans)",
          description: "Removes the record and its stored files. The Free plan keeps its history and answers 403.",
        },
        response: { 204: t.Null(), ...errors(400, 401, 403, 404) },
      },
    );
