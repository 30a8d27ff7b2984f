import { Elysia, t } from "elysia";
import { sql } from "kysely";
import type { AppDeps } from "../../deps.ts";
import { base } from "../../plugins/base.ts";

const Health = t.Object({
  status: t.UnionEnum(["ok", "degraded"]),
  version: t.String(),
  database: t.Object({ status: t.UnionEnum(["ok", "down"]), kind: t.String(), latency_ms: t.Number() }),
  storage: t.Object({ status: t.UnionEnum(["ok", "down"]), kind: t.String() }),
  uptime_s: t.Number(),
});

const started = Date.now();

export const getHealth = (deps: AppDeps, dbKind: string) =>
  new Elysia().use(base).get(
    "/health",
    async ({ set }) => {
      const t0 = performance.now();
      const database = await sql`select 1`
        .execute(deps.db)
        .then(() => "ok" as const)
        .catch(() => "down" as const);
      const latency = Math.round((performance.now() - t0) * 10) / 10;
      const storage = await deps.storage
        .check()
        .then(() => "ok" as const)
        .catch(() => "down" as const);
      const healthy = database === "ok" && storage === "ok";
      if (!healthy) set.status = 503;
      return {
        status: healthy ? ("ok" as const) : ("degraded" as const),
        version: process.env.npm_package_version ?? "0.1.0",
        database: { status: database, kind: dbKind, latency_ms: latency },
        storage: { status: storage, kind: deps.storage.kind },
        uptime_s: Math.round((Date.now() - started) / 1000),
      };
    },
    {
      detail: {
        operationId: "getHealth",
        tags: ["System"],
        summary: "Service and database health",
        description:
          "Answers 200 when the database and object storage respond, 503 with the same body when either does not. For load balancers and uptime checks; needs no token.",
      },
      response: { 200: Health, 503: Health },
    },
  );
