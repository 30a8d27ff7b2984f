import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
import { deliverInBackground } from "../../mail/deliver.ts";
import { passwordChangedEmail } from "../../mail/templates/account.ts";
import { links } from "../auth/links.ts";
import { assertAcceptablePassword, hashPassword, verifyPassword } from "../auth/passwords.ts";
import { revokeUserSessions } from "../auth/sessions.ts";
import { findUserById } from "../auth/users.ts";

type Deps = Pick<AppDeps, "db" | "config" | "log" | "mailer" | "now">;

/**
 * Changes the password of a signed-in user who knows the current one. The session making the
 * change stays signed in; every other session is signed out.
 */
export async function changePassword(
  deps: Deps,
  principal: { userId: string; sessionId?: string },
  input: { current_password: string; new_password: string },
): Promise<void> {
  assertAcceptablePassword(input.new_password, "new_password");
  const user = await findUserById(deps.db, principal.userId);
  if (!user || !(await verifyPassword(input.current_password, user.password_hash))) {
    throw new ApiError("invalid_credentials", "Current password is incorrect", { field: "current_password" });
  }
  const now = deps.now();
  await deps.db
    .updateTable("users")
    .set({ password_hash: await hashPassword(input.new_password), updated_at: now })
    .where("id", "=", user.id)
    .execute();
  await revokeUserSessions(deps.db, user.id, now, principal.sessionId);
  deliverInBackground(deps, passwordChangedEmail(user.email, links.forgot(deps.config.publicUrl)));
}
