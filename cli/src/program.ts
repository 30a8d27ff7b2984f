import { Command, Option } from "commander";
import pkg from "../package.json" with { type: "json" };
import { usageCommand } from "./commands/account/usage.ts";
import { whoamiCommand } from "./commands/account/whoami.ts";
import { analyzeCommand } from "./commands/analyses/analyze.ts";
import { deleteCommand } from "./commands/analyses/delete.ts";
import { exportCommand } from "./commands/analyses/export.ts";
import { analysesCommand } from "./commands/analyses/index.ts";
import { listCommand } from "./commands/analyses/list.ts";
import { loginCommand } from "./commands/auth/login.ts";
import { logoutCommand } from "./commands/auth/logout.ts";
import { batchesCommand } from "./commands/batches/index.ts";
import { brandFitCommand } from "./commands/brand-kit/fit.ts";
import { brandKitCommand } from "./commands/brand-kit/index.ts";
import { outcomesCommand } from "./commands/outcomes/index.ts";
import { projectsCommand } from "./commands/projects/index.ts";
import { reportsCommand } from "./commands/reports/index.ts";
import { tokensCommand } from "./commands/tokens/index.ts";
import { workspacesCommand } from "./commands/workspaces/index.ts";

export const EXIT_CODES_HELP = `
Exit codes:
  0    success
  1    error (including files that failed in an analyze batch)
  2    usage error (bad flags or arguments, --yes missing when not interactive)
  3    authentication failed (no, invalid or revoked credentials; plan lacks API access)
  4    quota exceeded or rate limited
  5    gate failed: an image scored below --fail-under, or showed a competitor (--fail-on-competitor)
  130  interrupted (Ctrl-C)
  141  stdout closed early (e.g. piped into head): stopped quietly

Credentials resolve as --token > ADLENS_TOKEN > $XDG_CONFIG_HOME/adlens/credentials.json;
the API URL as --api-url > ADLENS_API_URL > the credentials file > http://localhost:3000;
the workspace as --workspace > ADLENS_WORKSPACE > \`adlens workspaces switch\` > your personal one.
Output is JSON when stdout is not a terminal.`;

export function buildProgram(): Command {
  return (
    new Command("adlens")
      .description("Score advertising images with AdLens, from your terminal or CI")
      .version(pkg.version, "-v, --version")
      .addOption(new Option("--api-url <url>", "AdLens API origin"))
      .addOption(new Option("--token <token>", "API token (adlens_…) or access token"))
      .addOption(
        new Option(
          "--workspace <id>",
          "workspace to work in (default: ADLENS_WORKSPACE, then `adlens workspaces switch`)",
        ),
      )
      .option("--json", "print JSON (the default when stdout is not a terminal)")
      .option("-y, --yes", "confirm destructive actions without asking")
      .addHelpText("after", EXIT_CODES_HELP)
      .showSuggestionAfterError()
      .exitOverride()
      .addCommand(loginCommand())
      .addCommand(logoutCommand())
      .addCommand(whoamiCommand())
      .addCommand(usageCommand())
      .addCommand(analyzeCommand())
      .addCommand(analysesCommand())
      .addCommand(batchesCommand())
      .addCommand(tokensCommand())
      .addCommand(workspacesCommand())
      .addCommand(projectsCommand())
      .addCommand(outcomesCommand())
      .addCommand(brandKitCommand())
      .addCommand(brandFitCommand())
      .addCommand(reportsCommand())
      // The flat names of 0.1 keep working for scripts written against them, out of the help.
      .addCommand(listCommand(), { hidden: true })
      .addCommand(exportCommand(), { hidden: true })
      .addCommand(deleteCommand(), { hidden: true })
  );
}
