/**
 * Writes the OpenAPI document generated from the route schemas to sdk/openapi.json.
 * `--check` compares instead of writing and exits 1 when the committed file has drifted.
 *
 * Only the route table is needed, so the app is built over dependencies that are never called:
 * no database is opened, no engine worker started, nothing written to disk.
 */
import path from "node:path";
import type { Database } from "@adlens/db";
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from "kysely";
import { PgBoss } from "pg-boss";
import { createApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import type { AppDeps } from "../src/deps.ts";
import { createLogger } from "../src/log.ts";
import { createMailer } from "../src/mail/index.ts";
import { createStorage } from "../src/storage/index.ts";

const target = path.resolve(import.meta.dir, "../../sdk/openapi.json");
const config = loadConfig({ LOG_LEVEL: "silent", PUBLIC_URL: "http://localhost:3000" });
// Kysely's documented "cold" instance: it compiles queries but has no connection to run them.
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
const log = createLogger("silent");
const deps: AppDeps = {
  config,
  db,
  log,
  mailer: createMailer(config, db, log),
  storage: createStorage(config),
  engine: null,
  // Never started: the spec writer queues nothing, it only needs the routes to be built.
  jobs: new PgBoss({ connectionString: "postgres://spec-writer.invalid/none" }),
  now: () => new Date(),
};
const app = createApp(deps, { dbKind: "none" });
// The exact bytes every instance serves at /openapi.json.
const text = await (await app.handle(new Request("http://localhost/openapi.json"))).text();
if (process.argv.includes("--check")) {
  const current = await Bun.file(target)
    .text()
    .catch(() => "");
  if (current !== text) {
    console.error("sdk/openapi.json is out of date with the API routes. Run `bun run openapi` and commit it.");
    process.exit(1);
  }
  console.log("sdk/openapi.json is up to date");
} else {
  await Bun.write(target, text);
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}
