import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
import { deliverInBackground } from "../../mail/deliver.ts";
import { passwordChangedEmail, resetPasswordEmail } from "../../mail/templates/account.ts";
import { consumeEmailToken, issueEmailToken } from "./email-tokens.ts";
import { links } from "./links.ts";
import { assertAcceptableResetPassword, hashPassword } from "./passwords.ts";
import { revokeUserSessions } from "./sessions.ts";
import { findUserByEmail, findUserById } from "./users.ts";

type Deps = Pick<AppDeps, "db" | "config" | "log" | "mailer" | "now">;

/** Emails a reset link when the account exists; the caller cannot tell either way. */
export async function requestPasswordReset(deps: Deps, input: { email: string }): Promise<void> {
  const user = await findUserByEmail(deps.db, input.email);
  if (!user) return;
  const token = await issueEmailToken(deps.db, user.id, "reset", deps.now());
  deliverInBackground(deps, resetPasswordEmail(user.email, links.reset(deps.config.publicUrl, token)));
}

/**
 * Sets a new password from an emailed link and signs the account out everywhere. The link
 * proves the user reads the inbox, so it also confirms an unconfirmed address.
 */
export async function resetPassword(deps: Deps, input: { token: string; password: string }): Promise<void> {
  // Checked before the token is spent, so a rejected password does not burn the link.
  assertAcceptableResetPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const now = deps.now();
  const userId = await consumeEmailToken(deps.db, input.token, "reset", now);
  if (!userId) {
    throw new ApiError(
      "invalid_token",
      "Invalid or expired reset link. Request a new one from the forgot-password page.",
      { field: "token" },
    );
  }
  const user = await findUserById(deps.db, userId);
  if (!user) throw new ApiError("invalid_token", "Invalid or expired reset link.", { field: "token" });
  await deps.db
    .updateTable("users")
    .set({ password_hash: passwordHash, email_confirmed_at: user.email_confirmed_at ?? now, updated_at: now })
    .where("id", "=", userId)
    .execute();
  await revokeUserSessions(deps.db, userId, now);
  deliverInBackground(deps, passwordChangedEmail(user.email, links.forgot(deps.config.publicUrl)));
}
