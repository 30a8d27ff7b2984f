/**
 * Renders sdk/src/generated/schema.ts from sdk/openapi.json. Shared by `generate` (writes) and
 * `check-generated` (compares), so both always agree on the exact bytes.
 */
import path from "node:path";
import openapiTS, { astToString } from "openapi-typescript";

export const SPEC_PATH = path.resolve(import.meta.dir, "../openapi.json");
export const SCHEMA_PATH = path.resolve(import.meta.dir, "../src/generated/schema.ts");

const HEADER = `// generated — do not edit.
// Source: sdk/openapi.json (generated from the API routes by \`bun run openapi\`).
// Regenerate with \`bun run sdk:generate\`; CI fails when this file is stale.
`;

export async function renderSchema(): Promise<string> {
  const spec = await Bun.file(SPEC_PATH).text();
  const ast = await openapiTS(spec, { alphabetize: false });
  return `${HEADER}\n${astToString(ast)}`;
}
