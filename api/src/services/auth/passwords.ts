import { readFileSync } from "node:fs";
import { ApiError } from "../../errors.ts";

/** argon2id needs 64 MiB per hash; two at once bounds memory and keeps the event loop responsive. */
export const MAX_CONCURRENT_HASHES = 2;
export const PASSWORD_MAX_LENGTH = 256;

/** Runs at most `limit` tasks at once; the rest wait in arrival order. */
export function concurrencyLimit(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

const withHashSlot = concurrencyLimit(MAX_CONCURRENT_HASHES);

export function hashPassword(password: string): Promise<string> {
  return withHashSlot(() => Bun.password.hash(password, { algorithm: "argon2id" }));
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return withHashSlot(() => Bun.password.verify(password, hash, "argon2id"));
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real verification when the account does not exist, so response
 * timing does not tell an attacker which addresses are registered.
 */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword(crypto.randomUUID());
  await verifyPassword(password, await dummyHash);
}

let common: Set<string> | undefined;

/** The shipped list of the most common and breached passwords, compared case-insensitively. */
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8")
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

const field = (name: string) => ({ field: name });

/** The rules every new password passes on top of the form's own minimum (spec 01 §5). */
function checkStrength(password: string, fieldName: string): void {
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw new ApiError(
      "validation_failed",
      `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
      field(fieldName),
    );
  }
  if (isCommonPassword(password)) {
    throw new ApiError(
      "weak_password",
      "This password is too common and appears in lists of breached passwords. Please choose a different one.",
      field(fieldName),
    );
  }
}

/** Sign-up and change-password: at least 6 characters (enforced by the route schema), not common. */
export function assertAcceptablePassword(password: string, fieldName = "password"): void {
  checkStrength(password, fieldName);
}

/** Reset: at least 8 characters (route schema), upper + lower + digit, not common (spec 01 §5). */
export function assertAcceptableResetPassword(password: string, fieldName = "password"): void {
  if (!/[A-Z]/.test(password) || !/[a-z]/.test(password) || !/\d/.test(password)) {
    throw new ApiError(
      "validation_failed",
      "Password must contain at least one uppercase letter, one lowercase letter, and one number",
      field(fieldName),
    );
  }
  checkStrength(password, fieldName);
}
