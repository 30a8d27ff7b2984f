import { AdLensError, adLensError } from "@adlens/sdk";
import type { Command } from "commander";
import { type CommandContext, createContext, type GlobalOptions, requireAuth, type Source } from "./context.ts";
import { wantsJson } from "./output.ts";

/** What a command's body gets: its options merged with the global ones, the output mode, the API. */
export interface Invocation<O> {
  opts: O;
  json: boolean;
  ctx: CommandContext;
}

const URL_SOURCES: Record<Source, string> = {
  flag: "--api-url",
  env: "ADLENS_API_URL",
  file: "the credentials file (adlens login --api-url …)",
  default: "the default; pass --api-url or set ADLENS_API_URL",
};

/**
 * Errors that mean "this URL is not a working AdLens API" get the URL and where it was set
 * appended, since that is the first thing to check and the message alone may not show it.
 */
function explainApiUrl(error: unknown, ctx: CommandContext): unknown {
  if (!AdLensError.is(error) || !["network_error", "timeout", "unexpected_response"].includes(error.code)) return error;
  return adLensError({
    status: error.status,
    code: error.code,
    message: `${error.message} The API URL ${ctx.apiUrl} comes from ${URL_SOURCES[ctx.apiUrlSource]}.`,
    requestId: error.requestId,
    cause: error,
  });
}

/**
 * The steps every command shares, in one place: options merged with the global ones, the output
 * mode, the client with credentials resolved (flag > env > file), API-URL problems explained, and
 * a refreshed session written back to the credentials file however the body ends.
 */
function run<O extends GlobalOptions, A extends unknown[]>(
  needsCredential: boolean,
  body: (run: Invocation<O>, ...args: A) => Promise<void>,
): (...received: unknown[]) => Promise<void> {
  // Commander calls an action with the positional arguments, then the options, then the command.
  return async (...received) => {
    const opts = (received.at(-1) as Command).optsWithGlobals<O>();
    const ctx = await createContext(opts);
    if (needsCredential) requireAuth(ctx);
    try {
      await body({ opts, json: wantsJson(opts), ctx }, ...(received.slice(0, -2) as A));
    } catch (error) {
      throw explainApiUrl(error, ctx);
    } finally {
      await ctx.flush();
    }
  };
}

/** An action that works without a stored credential (login, logout). */
export const action = <O extends GlobalOptions, A extends unknown[] = []>(
  body: (run: Invocation<O>, ...args: A) => Promise<void>,
) => run(false, body);

/** An action on the signed-in user's behalf: refused with exit 3 before any request without a credential. */
export const signedIn = <O extends GlobalOptions, A extends unknown[] = []>(
  body: (run: Invocation<O>, ...args: A) => Promise<void>,
) => run(true, body);
