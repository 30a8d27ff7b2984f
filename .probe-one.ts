import { readFileSync } from "node:fs";
import { createEngine } from "./api/src/analysis/index.ts";
import { loadConfig } from "./api/src/config.ts";
import { createLogger } from "./api/src/log.ts";
import { prepareImage } from "./api/src/services/images/prepare.ts";
const config = loadConfig({ LOG_LEVEL: "silent", ANALYSIS_WORKERS: "1" });
const engine = createEngine(config, createLogger("silent"));
for (const f of process.argv.slice(2)) {
  const image = await prepareImage(new Uint8Array(readFileSync(f)));
  const { result }: any = await engine.analyze({ bytes: image.bytes, filename: f });
  console.log(f, "|", result.text_content.replace(/\n/g, " / "), "| brand", result.brand_name, "| cta", result.call_to_action);
}
await engine.close();
