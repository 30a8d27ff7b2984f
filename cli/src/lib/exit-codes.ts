import { AdLensError } from "@adlens/sdk";

/** Documented exit codes (docs/cli.md). Scripts and CI branch on these. */
export const EXIT = {
  ok: 0,
  error: 1,
  usage: 2,
  auth: 3,
  quota: 4,
  scoreGate: 5,
  interrupted: 130,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** A failure the CLI reports itself, with the exit code it maps to. */
export class CliError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly exitCode: ExitCode = EXIT.error,
  ) {
    super(message);
  }
}

const AUTH_CODES = new Set([
  "unauthorized",
  "invalid_token",
  "refresh_token_reused",
  "invalid_credentials",
  "email_not_confirmed",
  "forbidden",
  "plan_required",
]);

/** The exit code an error maps to: auth problems 3, quota and rate limits 4, the rest 1. */
export function exitCodeOf(error: unknown): ExitCode {
  if (error instanceof CliError) return error.exitCode;
  if (error instanceof AdLensError) {
    if (AUTH_CODES.has(error.code)) return EXIT.auth;
    if (error.code === "quota_exceeded" || error.code === "rate_limited") return EXIT.quota;
  }
  return EXIT.error;
}
