import path from "node:path";
import { renderSchema, SCHEMA_PATH } from "./render-schema.ts";

await Bun.write(SCHEMA_PATH, await renderSchema());
console.log(`wrote ${path.relative(process.cwd(), SCHEMA_PATH)}`);
