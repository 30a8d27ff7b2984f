/**
 * Writes the OpenAPI document generated from the route schemas to sdk/openapi.json.
 * `--check` compares instead of writing and exits 1 when the committed file has drifted.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createApp } from "../src/app.ts";
import { bootstrap } from "../src/bootstrap.ts";
import { loadConfig } from "../src/config.ts";

const target = path.resolve(import.meta.dir, "../../sdk/openapi.json");
const dataDir = await mkdtemp(path.join(os.tmpdir(), "adlens-openapi-"));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", PUBLIC_URL: "http://localhost:3000" });
const runtime = await bootstrap(config, { pgliteDir: "memory://" });
const app = createApp(runtime.deps, { dbKind: runtime.dbKind });
const doc = await (await app.handle(new Request("http://localhost/openapi.json"))).json();
await runtime.close();
await rm(dataDir, { recursive: true, force: true });

const text = `${JSON.stringify(doc, null, 2)}\n`;
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
