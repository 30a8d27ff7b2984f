import { Elysia } from "elysia";
import type { AppDeps } from "../../deps.ts";
import { createContact } from "./create-contact.ts";

export function contactRoutes(deps: AppDeps) {
  return new Elysia().use(createContact(deps));
}
