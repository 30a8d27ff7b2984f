import { AdLens } from "@adlens/sdk";
import { type Credentials, credentialsPath, fileSession, readCredentials } from "./credentials.ts";
import { CliError, EXIT } from "./exit-codes.ts";

export const DEFAULT_API_URL = "http://localhost:3000";

/** Options every command accepts (declared on the root program). */
export interface GlobalOptions {
  apiUrl?: string;
  token?: string;
  json?: boolean;
  yes?: boolean;
}

export interface CommandContext {
  client: AdLens;
  apiUrl: string;
  /** Where the credential came from: a flag, the environment, the credentials file, or nowhere. */
  source: "flag" | "env" | "file" | "none";
  credentials: Credentials;
  /** Waits for credential-file writes (refreshed sessions) before the process exits. */
  flush(): Promise<void>;
}

/** The API origin: --api-url > ADLENS_API_URL > credentials file > http://localhost:3000. */
export function resolveApiUrl(opts: GlobalOptions, credentials: Credentials): string {
  return opts.apiUrl || process.env.ADLENS_API_URL || credentials.api_url || DEFAULT_API_URL;
}

/** Builds a client with credentials resolved flag > env (ADLENS_TOKEN) > config file. */
export async function createContext(opts: GlobalOptions, file = credentialsPath()): Promise<CommandContext> {
  const credentials = await readCredentials(file);
  const apiUrl = resolveApiUrl(opts, credentials);
  const common = { baseUrl: apiUrl, maxRetries: 3 };
  if (opts.token) {
    return {
      client: new AdLens({ ...common, token: opts.token }),
      apiUrl,
      source: "flag",
      credentials,
      flush: async () => {},
    };
  }
  if (process.env.ADLENS_TOKEN) {
    const client = new AdLens({ ...common, token: process.env.ADLENS_TOKEN });
    return { client, apiUrl, source: "env", credentials, flush: async () => {} };
  }
  if (credentials.token || credentials.session) {
    const session = fileSession(credentials, file);
    const client = new AdLens({ ...common, token: credentials.token, session });
    return { client, apiUrl, source: "file", credentials, flush: () => session.flush() };
  }
  return { client: new AdLens(common), apiUrl, source: "none", credentials, flush: async () => {} };
}

/** Fails with exit code 3 before any request when no credential is available at all. */
export function requireAuth(ctx: CommandContext): void {
  if (ctx.source === "none") {
    throw new CliError(
      "unauthorized",
      "Not signed in. Run `adlens login`, or set ADLENS_TOKEN, or pass --token.",
      EXIT.auth,
    );
  }
}

/** Destructive commands need --yes when nobody is at the keyboard to confirm. */
export function requireConfirmation(opts: GlobalOptions, what: string): "confirmed" | "ask" {
  if (opts.yes) return "confirmed";
  if (!process.stdin.isTTY || !process.stdout.isTTY) {
    throw new CliError("confirmation_required", `Refusing to ${what} without --yes (not interactive).`, EXIT.usage);
  }
  return "ask";
}
