import type { CallOptions, ClientContext } from "../context.ts";
import type { BodyOf, ResponseOf } from "../types.ts";

export type ContactInput = BodyOf<
  "/v1/contact",
  "post",
  {
    name: string;
    email: string;
    company?: string;
    phone?: string;
    message: string;
    inquiry_type?: "sales" | "demo" | "enterprise" | "support" | "partnership";
  }
>;

/** The sales contact form. Public. */
export class ContactResource {
  constructor(private readonly ctx: ClientContext) {}

  submit(input: ContactInput, opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<"/v1/contact", "post">>({
      method: "POST",
      path: "/v1/contact",
      json: input,
      auth: false,
      ...opts,
    });
  }
}
