import { Elysia, t } from "elysia";
import { clientIp } from "../../client-ip.ts";
import type { AppDeps } from "../../deps.ts";
import { errors } from "../../errors.ts";
import { JSON_BODY } from "../../http/json-body.ts";
import { base } from "../../plugins/base.ts";
import { submitContact } from "../../services/contact/submit-contact.ts";
import { RATE_LIMITS } from "../../services/rate-limit/limits.ts";
import { hitRateLimit } from "../../services/rate-limit/rate-limit.ts";
import { EmailField } from "../auth/schemas.ts";

export const INQUIRY_TYPES = ["sales", "demo", "enterprise", "support", "partnership"] as const;

export const createContact = (deps: AppDeps) =>
  new Elysia().use(base).post(
    "/v1/contact",
    async ({ body, request, server, set }) => {
      const ip = clientIp(request, server, deps.config.trustProxy);
      await hitRateLimit(deps.db, RATE_LIMITS.contactIp, ip, deps.now());
      const row = await submitContact(deps, body);
      set.status = 201;
      return {
        id: row.id,
        created_at: row.created_at.toISOString(),
        message: "Message Received! Our sales team will get back to you within 24 hours.",
      };
    },
    {
      parse: JSON_BODY,
      body: t.Object({
        name: t.String({ minLength: 1, maxLength: 200, pattern: "\\S", error: "Name is required" }),
        email: EmailField,
        company: t.Optional(t.String({ maxLength: 200, error: "Company must be at most 200 characters" })),
        phone: t.Optional(
          t.String({
            maxLength: 40,
            pattern: "^[0-9+()\\-. /x]*$",
            error: "Phone must be a phone number (digits, spaces, + ( ) - .)",
          }),
        ),
        message: t.String({
          minLength: 1,
          maxLength: 5000,
          pattern: "\\S",
          error: "Message is required (at most 5000 characters)",
        }),
        inquiry_type: t.Optional(
          t.UnionEnum([...INQUIRY_TYPES], {
            default: "sales",
            error: "inquiry_type must be one of sales, demo, enterprise, support, partnership",
          }),
        ),
      }),
      detail: {
        operationId: "createContactSubmission",
        tags: ["Contact"],
        summary: "Send a message to the sales team",
        description:
          "Stored first, then emailed to the sales inbox and posted to Slack when configured; a failure of either never loses the message.",
      },
      response: {
        201: t.Object({
          id: t.String({ format: "uuid" }),
          created_at: t.String({ format: "date-time" }),
          message: t.String(),
        }),
        ...errors(400, 413, 429),
      },
    },
  );
