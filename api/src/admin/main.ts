import type { Tier } from "@adlens/db";
import { createDb, migrateToLatest } from "@adlens/db";
import { ConfigError, loadConfig } from "../config.ts";
import { OperatorPlanError, setOperatorPlan } from "../services/plans/operator-plan.ts";
import { PLANS } from "../services/plans/plans.ts";

const USAGE = `Usage: bun run admin plan EMAIL TIER

  plan EMAIL TIER   set the plan of the account with EMAIL (${PLANS.map((p) => p.tier).join(", ")}),
                    e.g. an Enterprise contract; no payment is involved

Uses the same configuration as the server (DATABASE_URL, or the embedded database under DATA_DIR;
stop the server first when it runs on the embedded database, which one process holds at a time).`;

/** sysexits-style codes, so scripts can tell a typo from a refused change. */
const EXIT = { ok: 0, refused: 1, usage: 64, config: 78 } as const;

function fail(code: number, message: string): never {
  console.error(message);
  process.exit(code);
}

const [command, email, tier] = process.argv.slice(2);
if (command !== "plan" || !email || !tier) fail(EXIT.usage, USAGE);
if (!PLANS.some((p) => p.tier === tier)) fail(EXIT.usage, `Unknown plan "${tier}".\n\n${USAGE}`);

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(EXIT.config, error.message);
  throw error;
}
const handle = createDb({
  databaseUrl: config.databaseUrl,
  dataDir: `${config.dataDir}/pglite`,
  poolSize: 1,
});
try {
  await migrateToLatest(handle.db);
  await setOperatorPlan(handle.db, email, tier as Tier, new Date());
  console.log(`${email} is now on the ${tier} plan.`);
} catch (error) {
  await handle.close();
  if (error instanceof OperatorPlanError) fail(EXIT.refused, error.message);
  throw error;
}
await handle.close();
