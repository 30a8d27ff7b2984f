import { Command } from "commander";
import { signedIn } from "../../lib/command.ts";
import { printJson } from "../../lib/output.ts";

export function getCommand(): Command {
  return new Command("get")
    .description("Show one analysis: score, what was read from the ad, and the recommendations")
    .argument("<id>", "the analysis id (see `adlens analyses list`)")
    .action(
      signedIn(async ({ ctx, json }, id: string) => {
        const analysis = await ctx.client.analyses.get(id);
        if (json) return printJson(analysis);
        const r = analysis.analysis_result;
        if (!r) {
          const reason = analysis.error ? `: ${analysis.error.message}` : "";
          process.stdout.write(`${analysis.filename} (${analysis.id}) is ${analysis.status}${reason}\n`);
          return;
        }
        const rows: [string, string | null | undefined][] = [
          ["Score", `${r.effectiveness_score.toFixed(1)} / 10 (message clarity ${r.message_clarity.toFixed(1)})`],
          ["Ad type", r.ad_type],
          ["Brand", r.brand_name],
          ["Call to action", r.call_to_action],
          ["Audience", r.target_audience],
          ["Colours", r.color_scheme.join(" ")],
          ["Created", analysis.created_at.slice(0, 16).replace("T", " ")],
        ];
        const width = Math.max(...rows.map(([label]) => label.length));
        const lines = rows.filter(([, value]) => value).map(([label, value]) => `${label.padEnd(width)}  ${value}`);
        const advice = r.recommendations.map((text, i) => `  ${i + 1}. ${text}`);
        process.stdout.write(
          `${analysis.filename} (${analysis.id})\n\n${lines.join("\n")}\n${advice.length ? `\nRecommendations:\n${advice.join("\n")}\n` : ""}`,
        );
      }),
    );
}
