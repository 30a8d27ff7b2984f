import { AdLensError, type AdLensErrorCode, type ApiErrorCode } from "@adlens/sdk";

/** Documented exit codes (docs/cli.md). Scripts and CI branch on these. */
export const EXIT = {
  ok: 0,
  error: 1,
  usage: 2,
  auth: 3,
  quota: 4,
  scoreGate: 5,
  interrupted: 130,
  /** 128 + SIGPIPE, what a shell reports for any Unix tool whose reader went away (`| head`). */
  pipeClosed: 141,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/**
 * Codes only the CLI raises. Where an API code already says it (`unauthorized` for "no
 * credential", `invalid_token`, `validation_failed`, `not_found` for a path that matched nothing)
 * the CLI reuses it, so scripts reading `{"error": {"code"}}` from stderr branch on one closed set.
 */
export type CliOnlyErrorCode =
  /** A destructive command ran without --yes where nobody can answer the prompt. */
  | "confirmation_required"
  /** The prompt was answered "no". */
  | "cancelled"
  /** Ctrl-C at a prompt. */
  | "interrupted";

export type CliErrorCode = CliOnlyErrorCode | ApiErrorCode;

/** Every code the CLI prints: the API's, the SDK's client codes and its own. */
export type ErrorCode = AdLensErrorCode | CliOnlyErrorCode;

/** A failure the CLI reports itself, with the exit code it maps to. */
export class CliError extends Error {
  constructor(
    readonly code: CliErrorCode,
    message: string,
    readonly exitCode: ExitCode = EXIT.error,
  ) {
    super(message);
  }
}

const AUTH_CODES = new Set<ErrorCode>([
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
