import { Command } from "commander";
import { createContext, type GlobalOptions } from "../../lib/context.ts";
import { credentialsPath, deleteCredentials } from "../../lib/credentials.ts";
import { printJson, wantsJson } from "../../lib/output.ts";

export function logoutCommand(): Command {
  return new Command("logout")
    .description("Revoke the stored session and delete the stored credentials")
    .action(async (_opts: GlobalOptions, command: Command) => {
      const opts = command.optsWithGlobals<GlobalOptions>();
      const file = credentialsPath();
      const ctx = await createContext({ apiUrl: opts.apiUrl }, file);
      // A stored session is revoked server-side; an API token stays valid until revoked with
      // `adlens tokens revoke`, since other machines may use it.
      if (ctx.credentials.session) await ctx.client.auth.logout().catch(() => {});
      await deleteCredentials(file);
      if (wantsJson(opts)) printJson({ logged_out: true, credentials_file: file });
      else process.stdout.write("Logged out.\n");
    });
}
