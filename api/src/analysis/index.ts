import type { Config } from "../config.ts";
import type { Logger } from "../log.ts";
import type { AnalysisEngine } from "./engine.ts";

export function createEngine(_config: Config, _log: Logger): AnalysisEngine {
  return {
    async analyze() {
      throw new Error("the analysis engine is being built (issue 3)");
    },
    async close() {},
  };
}
