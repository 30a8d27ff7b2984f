import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
import { consumeEmailToken } from "./email-tokens.ts";
import { verifyAgainstDummy, verifyPassword } from "./passwords.ts";
import { type ClientInfo, createSession, type SessionObject } from "./sessions.ts";
import { findUserByEmail } from "./users.ts";

type Deps = Pick<AppDeps, "db" | "config" | "now">;

/** The wording the web app matches on (spec 01 §8). */
export const INVALID_CREDENTIALS = "Invalid login credentials";
export const EMAIL_NOT_CONFIRMED = "Email not confirmed";

export async function logIn(
  deps: Deps,
  input: { email: string; password: string },
  client: ClientInfo,
): Promise<SessionObject> {
  const user = await findUserByEmail(deps.db, input.email);
  if (!user) {
    await verifyAgainstDummy(input.password);
    throw new ApiError("invalid_credentials", INVALID_CREDENTIALS);
  }
  if (!(await verifyPassword(input.password, user.password_hash))) {
    throw new ApiError("invalid_credentials", INVALID_CREDENTIALS);
  }
  // Only after the password matched: otherwise this would reveal which addresses have accounts.
  if (!user.email_confirmed_at) throw new ApiError("email_not_confirmed", EMAIL_NOT_CONFIRMED);
  return createSession(deps, user.id, client);
}

/** Confirms the address behind an emailed link and signs the user in (spec 01 §2 signup). */
export async function confirmSignup(deps: Deps, token: string, client: ClientInfo): Promise<SessionObject> {
  const now = deps.now();
  const userId = await consumeEmailToken(deps.db, token, "confirm", now);
  if (!userId) {
    throw new ApiError(
      "invalid_token",
      "This confirmation link is invalid, was already used or has expired. Request a new confirmation email.",
      { field: "token" },
    );
  }
  await deps.db
    .updateTable("users")
    .set({ email_confirmed_at: now, updated_at: now })
    .where("id", "=", userId)
    .where("email_confirmed_at", "is", null)
    .execute();
  return createSession(deps, userId, client);
}
