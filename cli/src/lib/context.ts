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
  workspace?: string;
}

/** Where a setting came from: a flag, the environment, the credentials file, or the default. */
export type Source = "flag" | "env" | "file" | "default";

export interface ApiUrl {
  url: string;
  source: Source;
}

export interface CommandContext {
  client: AdLens;
  apiUrl: string;
  apiUrlSource: Source;
  /** Where the credential came from; "default" means there is none. */
  source: Source;
  credentials: Credentials;
  /** Waits for credential-file writes (refreshed sessions) before the process exits. */
  flush(): Promise<void>;
}

/** The API origin: --api-url > ADLENS_API_URL > credentials file > http://localhost:3000. */
export function resolveApiUrl(opts: GlobalOptions, credentials: Credentials): ApiUrl {
  if (opts.apiUrl) return { url: opts.apiUrl, source: "flag" };
  if (process.env.ADLENS_API_URL) return { url: process.env.ADLENS_API_URL, source: "env" };
  if (credentials.api_url) return { url: credentials.api_url, source: "file" };
  return { url: DEFAULT_API_URL, source: "default" };
}

/** The workspace: --workspace > ADLENS_WORKSPACE > the credentials file; undefined: the personal one. */
export function resolveWorkspace(opts: GlobalOptions, credentials: Credentials): string | undefined {
  return opts.workspace || process.env.ADLENS_WORKSPACE || credentials.workspace || undefined;
}

/** Builds a client with credentials resolved flag > env (ADLENS_TOKEN) > config file. */
export async function createContext(opts: GlobalOptions, file = credentialsPath()): Promise<CommandContext> {
  const credentials = await readCredentials(file);
  const api = resolveApiUrl(opts, credentials);
  const common = { baseUrl: api.url, maxRetries: 3, workspace: resolveWorkspace(opts, credentials) };
  const base = { apiUrl: api.url, apiUrlSource: api.source, credentials, flush: async () => {} };
  if (opts.token) return { ...base, client: new AdLens({ ...common, token: opts.token }), source: "flag" };
  if (process.env.ADLENS_TOKEN) {
    return { ...base, client: new AdLens({ ...common, token: process.env.ADLENS_TOKEN }), source: "env" };
  }
  if (credentials.token || credentials.session) {
    const session = fileSession(credentials, file);
    const client = new AdLens({ ...common, token: credentials.token, session });
    return { ...base, client, source: "file", flush: () => session.flush() };
  }
  return { ...base, client: new AdLens(common), source: "default" };
}

/** Fails with exit code 3 before any request when no credential is available at all. */
export function requireAuth(ctx: CommandContext): void {
  if (ctx.source === "default") {
    throw new CliError(
      "unauthorized",
      "Not signed in. Run `adlens login`, or set ADLENS_TOKEN, or pass --token.",
      EXIT.auth,
    );
  }
}
