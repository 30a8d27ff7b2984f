import type { AppDeps } from "../../deps.ts";
import { deliverInBackground } from "../../mail/deliver.ts";
import { confirmEmail, signupAttemptEmail } from "../../mail/templates/account.ts";
import { notifySignup } from "../notify/slack.ts";
import { createPersonalWorkspace } from "../workspaces/personal.ts";
import { issueEmailToken } from "./email-tokens.ts";
import { links } from "./links.ts";
import { assertAcceptablePassword, hashPassword } from "./passwords.ts";
import { findUserByEmail, normalizeEmail } from "./users.ts";

type Deps = Pick<AppDeps, "db" | "config" | "log" | "mailer" | "now">;

async function sendConfirmation(deps: Deps, userId: string, email: string): Promise<void> {
  const token = await issueEmailToken(deps.db, userId, "confirm", deps.now());
  deliverInBackground(deps, confirmEmail(email, links.confirm(deps.config.publicUrl, token)));
}

/**
 * Creates an unconfirmed account and emails a confirmation link. The caller learns nothing
 * about whether the address was taken: a registered owner gets a "someone tried" email instead,
 * and the password is hashed either way so the timing matches.
 */
export async function signUp(deps: Deps, input: { email: string; password: string }): Promise<void> {
  assertAcceptablePassword(input.password);
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(deps.db, email);

  if (existing?.email_confirmed_at) {
    const { publicUrl } = deps.config;
    deliverInBackground(deps, signupAttemptEmail(existing.email, links.login(publicUrl), links.forgot(publicUrl)));
    return;
  }
  if (existing) {
    // Nobody has proved they own this address yet, so the latest sign-up's password wins and
    // earlier links stop working (issueEmailToken retires them).
    await deps.db
      .updateTable("users")
      .set({ password_hash: passwordHash, updated_at: deps.now() })
      .where("id", "=", existing.id)
      .execute();
    await sendConfirmation(deps, existing.id, existing.email);
    return;
  }

  const created = await deps.db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto("users")
      .values({ email, password_hash: passwordHash, email_confirmed_at: null })
      .onConflict((oc) => oc.doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!user) return null;
    await createPersonalWorkspace(trx, user.id);
    return user;
  });
  // A concurrent sign-up for the same address won the insert; it sent the email.
  if (!created) return;
  await sendConfirmation(deps, created.id, email);
  void notifySignup(deps, email, deps.now());
}

/** Sends a fresh confirmation link to an unconfirmed account; silent for anything else. */
export async function resendConfirmation(deps: Deps, input: { email: string }): Promise<void> {
  const user = await findUserByEmail(deps.db, input.email);
  if (!user || user.email_confirmed_at) return;
  await sendConfirmation(deps, user.id, user.email);
}
