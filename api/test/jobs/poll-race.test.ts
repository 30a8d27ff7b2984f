import { afterAll, beforeAll, expect, test } from "bun:test";
import { type KyselyPlugin, type QueryResult, type RootOperationNode, TableNode, type UnknownRow } from "kysely";
import { getAnalysisView } from "../../src/services/analyses/view.ts";
import { type Item, tinyPng, upload } from "../analyses/helpers.ts";
import { json, startTestApp, type TestApp } from "../harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 60_000);
afterAll(() => t.close());

function tableOf(node: RootOperationNode): string | undefined {
  if (node.kind !== "SelectQueryNode") return undefined;
  const from = node.from?.froms[0];
  return from && TableNode.is(from) ? from.table.identifier.name : undefined;
}

/**
 * A database as a poll sees it when a job's completion commits between two of its reads: any
 * analysis read issued before the poll's first job read ran before the commit, so finds nothing.
 */
function commitBetweenReads(): KyselyPlugin {
  const stale = new Set<unknown>();
  let jobRead = false;
  return {
    transformQuery({ node, queryId }) {
      const table = tableOf(node);
      if (table === "analysis_jobs") jobRead = true;
      if (table === "image_analyses" && !jobRead) stale.add(queryId);
      return node;
    },
    async transformResult({ result, queryId }): Promise<QueryResult<UnknownRow>> {
      return stale.has(queryId) ? { ...result, rows: [] } : result;
    },
  };
}

test("a poll that races the job's completion reads the analysis as done, never as missing", async () => {
  const user = await t.createUser({ tier: "pro" });
  const res = await upload(t, user.token, await tinyPng(3));
  expect(res.status).toBe(201);
  const { id } = await json<Item>(res);

  const view = await getAnalysisView(
    { ...t.deps, db: t.deps.db.withPlugin(commitBetweenReads()) },
    user.workspaceId,
    id,
  );
  expect(view.status).toBe("done");
  expect(view.analysis_result?.effectiveness_score).toBeGreaterThanOrEqual(0);
});
