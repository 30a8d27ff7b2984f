import type { Db, User } from "@adlens/db";
import { sql } from "kysely";

/** The user object of spec 01 §3. identities and factors stay empty: no social login or MFA yet. */
export interface PublicUser {
  id: string;
  email: string;
  email_confirmed_at: string | null;
  created_at: string;
  identities: unknown[];
  factors: unknown[];
}

export function publicUser(user: Pick<User, "id" | "email" | "email_confirmed_at" | "created_at">): PublicUser {
  return {
    id: user.id,
    email: user.email,
    email_confirmed_at: user.email_confirmed_at?.toISOString() ?? null,
    created_at: user.created_at.toISOString(),
    identities: [],
    factors: [],
  };
}

/** Addresses are compared and stored trimmed and lower-cased; the unique index is on lower(email). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom("users")
    .selectAll()
    .where(sql<string>`lower(email)`, "=", normalizeEmail(email))
    .executeTakeFirst();
}

export function findUserById(db: Db, id: string) {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}
