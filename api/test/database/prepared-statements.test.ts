/**
 * On PostgreSQL every parameterised query runs as a named prepared statement, parsed and planned
 * once per connection (db/index.ts, ADR 0070). PGlite has no network protocol to save, so this
 * file runs in the PostgreSQL pass only.
 */
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createDb, type DbHandle } from "@adlens/db";
import { sql } from "kysely";

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)("prepared statements on PostgreSQL", () => {
  let handle: DbHandle;
  beforeAll(() => {
    handle = createDb({ databaseUrl, poolSize: 2, preparedStatements: 3 });
  });
  afterAll(() => handle.close());

  /** The prepared statements of one connection whose text contains `marker` (asked without parameters). */
  const preparedWith = (conn: DbHandle["db"], marker: string) =>
    sql<{ name: string }>`select name from pg_prepared_statements where statement like ${sql.lit(`%${marker}%`)}`
      .execute(conn)
      .then((r) => r.rows.map((row) => row.name));

  test("a parameterised query is prepared once per connection and gives each call's own answer", async () => {
    await handle.db.connection().execute(async (conn) => {
      const lookup = (n: number) =>
        sql<{ doubled: number }>`select ${n}::int * 2 as doubled /* marker-once */`.execute(conn);
      expect((await lookup(2)).rows).toEqual([{ doubled: 4 }]);
      expect((await lookup(21)).rows).toEqual([{ doubled: 42 }]);
      expect(await preparedWith(conn, "marker-once")).toHaveLength(1);
    });
  });

  test("queries without parameters keep the simple protocol (several statements in one text)", async () => {
    await handle.db.connection().execute(async (conn) => {
      await sql`create temporary table scratch (n int); insert into scratch values (7)`.execute(conn);
      const { rows } = await sql<{ n: number }>`select n from scratch`.execute(conn);
      expect(rows).toEqual([{ n: 7 }]);
      expect(await preparedWith(conn, "scratch")).toEqual([]);
    });
  });

  test("past the bound, new texts still run, unprepared", async () => {
    await handle.db.connection().execute(async (conn) => {
      for (let i = 0; i < 6; i++) {
        const { rows } = await sql<{ n: number }>`select ${i}::int as n /* ${sql.raw(`marker-bound-${i}`)} */`.execute(
          conn,
        );
        expect(rows).toEqual([{ n: i }]);
      }
      const prepared = await preparedWith(conn, "marker-bound-");
      // The pool's bound is 3 and the first test used one name.
      expect(prepared).toHaveLength(2);
    });
  });
});
