import { t } from "elysia";
import { Int } from "../schema.ts";

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
  email_confirmed_at: t.Nullable(t.String({ format: "date-time" })),
  created_at: t.String({ format: "date-time" }),
  identities: t.Array(t.Unknown(), { description: "Linked sign-in providers; always empty (email and password only)" }),
  factors: t.Array(t.Unknown(), { description: "Multi-factor methods; always empty" }),
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
  { title: "Session" },
);

export const MessageSchema = t.Object({ message: t.String() });
