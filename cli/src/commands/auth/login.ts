import { AdLens } from "@adlens/sdk";
import { Command } from "commander";
import { action } from "../../lib/command.ts";
import type { GlobalOptions } from "../../lib/context.ts";
import { credentialsPath, writeCredentials } from "../../lib/credentials.ts";
import { CliError, EXIT } from "../../lib/exit-codes.ts";
import { printJson } from "../../lib/output.ts";
import { withSpinner } from "../../lib/progress.ts";
import { ask, askHidden, readStdin } from "../../lib/prompt.ts";

interface LoginOptions extends GlobalOptions {
  email?: string;
  passwordStdin?: boolean;
}

const TOKEN_PATTERN = /^adlens_[0-9a-f]{64}$/;

export function loginCommand(): Command {
  return new Command("login")
    .description("Sign in with e-mail and password, or store an API token with --token adlens_…")
    .option("--email <email>", "e-mail address (prompted for when omitted)")
    .option("--password-stdin", "read the password from stdin instead of prompting")
    .action(
      action<LoginOptions>(async ({ ctx, opts, json }) => {
        const file = credentialsPath();
        const apiUrl = ctx.apiUrl;

        if (opts.token) {
          if (!TOKEN_PATTERN.test(opts.token)) {
            throw new CliError(
              "invalid_token",
              "An API token looks like adlens_ followed by 64 hex characters.",
              EXIT.auth,
            );
          }
          // Listing one analysis proves the token is live and its plan includes the API.
          await withSpinner("Checking the token", !json, () => ctx.client.analyses.list({ limit: 1 }));
          await writeCredentials({ api_url: apiUrl, token: opts.token }, file);
          report(json, { api_url: apiUrl, method: "token" }, file);
          return;
        }

        const interactive = Boolean(process.stdin.isTTY);
        if (!opts.email && !interactive) {
          throw new CliError(
            "validation_failed",
            "Pass --email and --password-stdin, or --token, when not interactive.",
            EXIT.usage,
          );
        }
        const email = opts.email ?? (await ask("Email: "));
        const password = opts.passwordStdin ? await readStdin() : await askHidden("Password: ");
        if (!email || !password)
          throw new CliError("validation_failed", "E-mail and password are required.", EXIT.usage);

        const client = new AdLens({ baseUrl: apiUrl });
        const session = await withSpinner("Signing in", !json, () => client.auth.login({ email, password }));
        await writeCredentials({ api_url: apiUrl, session }, file);
        report(json, { email: session.user.email, api_url: apiUrl, method: "password" }, file);
      }),
    );
}

function report(json: boolean, info: { email?: string; api_url: string; method: "token" | "password" }, file: string) {
  if (json) return printJson({ logged_in: true, ...info, credentials_file: file });
  const who = info.email ? ` as ${info.email}` : " with an API token";
  process.stdout.write(`Logged in to ${info.api_url}${who}.\nCredentials saved to ${file}\n`);
}
