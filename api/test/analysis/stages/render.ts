export { render, text } from "../svg.ts";

import { runStages, STAGES } from "../../../src/analysis/local/analyze.ts";
import type { AnalysisContext, LocalOptions, StageName } from "../../../src/analysis/local/stages/context.ts";

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
