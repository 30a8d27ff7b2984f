import type { Db, EmailTokenPurpose } from "@adlens/db";
import { randomToken, sha256 } from "./secrets.ts";

/** How long an emailed link works: a day to confirm an address, an hour to reset a password. */
export const EMAIL_TOKEN_TTL_SECONDS: Record<EmailTokenPurpose, number> = {
  confirm: 24 * 60 * 60,
  reset: 60 * 60,
};

/**
 * Issues a single-use token for an emailed link and stores only its hash. Older unused tokens of
 * the same purpose stop working, so only the newest email's link is live.
 */
export async function issueEmailToken(db: Db, userId: string, purpose: EmailTokenPurpose, now: Date): Promise<string> {
  const token = randomToken(32);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("email_tokens")
      .set({ used_at: now })
      .where("user_id", "=", userId)
      .where("purpose", "=", purpose)
      .where("used_at", "is", null)
      .execute();
    await trx
      .insertInto("email_tokens")
      .values({
        user_id: userId,
        purpose,
        token_hash: sha256(token),
        expires_at: new Date(now.getTime() + EMAIL_TOKEN_TTL_SECONDS[purpose] * 1000),
      })
      .execute();
  });
  return token;
}

/**
 * Marks the token used and returns its user, in one statement so two clicks cannot both win.
 * Null when the token is unknown, used, expired or meant for another purpose.
 */
export async function consumeEmailToken(
  db: Db,
  token: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<string | null> {
  const row = await db
    .updateTable("email_tokens")
    .set({ used_at: now })
    .where("token_hash", "=", sha256(token))
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning("user_id")
    .executeTakeFirst();
  return row?.user_id ?? null;
}
