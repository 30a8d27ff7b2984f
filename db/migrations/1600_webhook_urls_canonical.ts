import type { Kysely } from "kysely";

/** RFC 3986's path, query and fragment characters, besides `%XX` escapes. */
const NOT_URI = /[^A-Za-z0-9\-._~!$&'()*+,;=:@/?]|%(?![0-9A-Fa-f]{2})/g;
const escapeUri = (part: string) => part.replace(NOT_URI, (c) => (c === "%" ? "%25" : encodeURIComponent(c)));

/**
 * Webhook URLs were stored as sent, so one like `https://host\x/hook` (valid to the WHATWG parser,
 * not to RFC 3986) made every list of its workspace fail its response schema. Each stored URL is
 * rewritten in the canonical form new ones are stored in (services/webhooks/post.ts, frozen here
 * as migrations must not follow later code); one no parser accepts was never deliverable and goes.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving schema type
export async function up(db: Kysely<any>): Promise<void> {
  const rows = await db.selectFrom("webhook_endpoints").select(["id", "url"]).execute();
  for (const row of rows as { id: string; url: string }[]) {
    let canonical: string | null;
    try {
      const url = new URL(row.url);
      canonical = new URL(
        `${url.protocol}//${url.host}${escapeUri(url.pathname)}${escapeUri(url.search)}${url.hash && `#${escapeUri(url.hash.slice(1))}`}`,
      ).href;
    } catch {
      canonical = null;
    }
    if (canonical === null) await db.deleteFrom("webhook_endpoints").where("id", "=", row.id).execute();
    else if (canonical !== row.url) {
      await db.updateTable("webhook_endpoints").set({ url: canonical }).where("id", "=", row.id).execute();
    }
  }
}
