import { signAccessToken } from "../../src/services/auth/access-token.ts";
import type { TestApp } from "../harness.ts";

/** A new session for an existing user at the app's current clock, for tests that move time. */
export async function sessionToken(t: TestApp, userId: string): Promise<string> {
  const now = t.deps.now();
  const session = await t.deps.db
    .insertInto("sessions")
    .values({ user_id: userId, expires_at: new Date(now.getTime() + 30 * 86_400_000), user_agent: null, ip: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  return (await signAccessToken(t.config.jwtSecret, { userId, sessionId: session.id }, now)).token;
}
