import { t } from "elysia";
import { Nullable } from "../schema.ts";

export const TokenSchema = t.Object({
  id: t.String({ format: "uuid" }),
  name: t.String(),
  display_prefix: t.String({ description: "The first 12 characters of the token, for recognising it" }),
  created_at: t.String({ format: "date-time" }),
  last_used_at: Nullable(t.String({ format: "date-time" })),
  created_by: t.String({ description: "Email of the member the token acts as" }),
});
