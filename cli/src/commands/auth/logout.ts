import { AdLens, memorySession } from "@adlens/sdk";
import { Command } from "commander";
import { action } from "../../lib/command.ts";
import { credentialsPath, deleteCredentials } from "../../lib/credentials.ts";
import { printJson } from "../../lib/output.ts";

export function logoutCommand(): Command {
  return new Command("logout").description("Revoke the stored session and delete the stored credentials").action(
    action(async ({ ctx, json }) => {
      // Only the stored session is revoked server-side, whatever --token or ADLENS_TOKEN say: an
      // API token stays valid until `adlens tokens revoke`, since other machines may use it.
      const { session } = ctx.credentials;
      if (session) {
        const stored = new AdLens({ baseUrl: ctx.apiUrl, session: memorySession(session) });
        await stored.auth.logout().catch(() => {});
      }
      const file = credentialsPath();
      await deleteCredentials(file);
      if (json) printJson({ logged_out: true, credentials_file: file });
      else process.stdout.write("Logged out.\n");
    }),
  );
}
