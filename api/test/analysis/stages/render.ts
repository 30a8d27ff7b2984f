export { render, rendered, text } from "../svg.ts";

import { runStages, STAGES } from "../../../src/analysis/local/analyze.ts";
import {
  type AnalysisContext,
  type LocalOptions,
  need,
  type Roles,
  type StageName,
} from "../../../src/analysis/local/stages/context.ts";

/** The context after running the named stages (and only those) over `bytes`, in pipeline order. */
export async function runUpTo(
  bytes: Uint8Array,
  names: StageName[],
  options: LocalOptions = {},
): Promise<{ ctx: AnalysisContext; ms: Record<string, number> }> {
  const ctx: AnalysisContext = { bytes, options };
  const ms = await runStages(
    ctx,
    STAGES.filter((s) => names.includes(s.name)),
  );
  return { ctx, ms };
}

/** The roles (headline, CTA, brand, blocks) the brand/CTA stage gives `bytes`, after the stages it needs. */
export async function roles(bytes: Uint8Array): Promise<Roles> {
  return need((await runUpTo(bytes, ["decode", "text", "colour", "layout", "brand_cta"])).ctx, "roles");
}
