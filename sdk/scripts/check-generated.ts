/** Exits 1 when sdk/src/generated/schema.ts does not match sdk/openapi.json (CI drift check). */
import { renderSchema, SCHEMA_PATH } from "./render-schema.ts";

const expected = await renderSchema();
const current = await Bun.file(SCHEMA_PATH)
  .text()
  .catch(() => "");
if (current !== expected) {
  console.error("sdk/src/generated/schema.ts is stale. Run `bun run sdk:generate` and commit it.");
  process.exit(1);
}
console.log("sdk/src/generated/schema.ts is up to date");
