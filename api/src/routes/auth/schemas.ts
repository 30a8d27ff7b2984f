import { t } from "elysia";
import { Int, Nullable } from "../schema.ts";

/** Field schemas with the exact messages of spec 01 §5; the error plugin reports them with the field. */
export const EmailField = t.String({
  format: "email",
  maxLength: 254,
  error: "Invalid email address",
  examples: ["ada@example.com"],
});
export const PasswordField = t.String({ minLength: 6, error: "Password must be at least 6 characters" });
export const ResetPasswordField = t.String({ minLength: 8, error: "Password must be at least 8 characters" });
export const TokenField = t.String({ minLength: 1, maxLength: 512, error: "token is required" });

export const UserSchema = t.Object({
  id: t.String({ format: "uuid" }),
  email: t.String(),
  email_confirmed_at: Nullable(t.String({ format: "date-time" })),
  created_at: t.String({ format: "date-time" }),
  identities: t.Array(t.Object({}), {
    maxItems: 0,
    description: "Linked sign-in providers; always empty (email and password only)",
  }),
  factors: t.Array(t.Object({}), { maxItems: 0, description: "Multi-factor methods; always empty" }),
});

export const SessionSchema = t.Object(
  {
    access_token: t.String({ description: "HS256 JWT; send as `Authorization: Bearer <token>`" }),
    refresh_token: t.String({ description: "Single use: exchange it at POST /v1/auth/refresh" }),
    expires_in: Int({ description: "Seconds until the access token expires (3600)" }),
    expires_at: Int({ description: "Unix time (seconds) when the access token expires" }),
    token_type: t.Literal("bearer"),
    user: UserSchema,
  },
  {
    title: "Session",
    examples: [
      {
        access_token: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIuLi4ifQ.c2lnbmF0dXJl",
        refresh_token: "r1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6",
        expires_in: 3600,
        expires_at: 1767225600,
        token_type: "bearer",
        user: {
          id: "9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a",
          email: "ada@example.com",
          email_confirmed_at: "2026-01-01T10:00:00.000Z",
          created_at: "2026-01-01T09:58:00.000Z",
          identities: [],
          factors: [],
        },
      },
    ],
  },
);

export const MessageSchema = t.Object({ message: t.String() });
