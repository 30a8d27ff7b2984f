import type { Db } from "@adlens/db";
import { sql } from "kysely";
import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
import { NOT_FOUND } from "../analyses/get.ts";
import { ITEM_COLUMNS, storedResult } from "../analyses/serialize.ts";
import { signedObjectUrl } from "../analyses/signed-url.ts";
import { recordAudit } from "../audit/audit.ts";
import { randomToken, sha256 } from "../auth/secrets.ts";
import { currentStoredFit } from "../brand-fit/analysis-fit.ts";
import type { BrandFit } from "../brand-fit/fit.ts";
import { afterCursor, createdText, pageOf } from "../pagination.ts";
import { effectiveTier } from "../plans/effective-tier.ts";

export const SHARE_DAYS_DEFAULT = 7;
export const SHARE_DAYS_MAX = 90;
export const SHARE_LINK_NOT_FOUND = "No share link with this id.";
export const SHARE_NOT_FOUND = "This share link does not exist, has expired or was revoked.";

type Deps = Pick<AppDeps, "db" | "config" | "now">;

export interface ShareLinkView {
  id: string;
  url: string;
  kind: "analysis" | "comparison";
  analysis_ids: string[];
  created_at: string;
  expires_at: string;
}

/** A brand fit as a share link shows it: each check's outcome, not the kit's competitors. */
export interface SharedBrandFit {
  own_brand: { found: boolean; found_by: BrandFit["own_brand"]["found_by"] };
  colours: { hex: string; present: boolean }[];
  required_text: { text: string; present: boolean }[];
  competitor_present: boolean;
}

/**
 * What a shared link shows: the analyses' images, overlays, scores and advice, and on Enterprise
 * their brand fit without the competitors' names; nothing else.
 */
export interface SharedView {
  kind: "analysis" | "comparison";
  expires_at: string;
  analyses: {
    filename: string;
    created_at: string;
    image_url: string;
    heatmap_url: string | null;
    analysis_result: ReturnType<typeof storedResult>;
    brand_fit: SharedBrandFit | null;
  }[];
}

function sharedBrandFit(fit: BrandFit): SharedBrandFit {
  return {
    own_brand: { found: fit.own_brand.found, found_by: fit.own_brand.found_by },
    colours: fit.colours.map((c) => ({ hex: c.hex, present: c.present })),
    required_text: fit.required_text.map((r) => ({ text: r.text, present: r.present })),
    competitor_present: fit.competitor_present,
  };
}

/**
 * The stored fit only: a public link never starts the logo search, and the background refresh
 * queued by the kit edit or the analysis fills it in.
 */
async function sharedFits(deps: Deps, workspaceId: string, ids: string[]): Promise<Map<string, SharedBrandFit>> {
  const fits = new Map<string, SharedBrandFit>();
  if ((await effectiveTier(deps.db, workspaceId, deps.now())) !== "enterprise") return fits;
  for (const id of ids) {
    const fit = await currentStoredFit(deps.db, workspaceId, id);
    if (fit) fits.set(id, sharedBrandFit(fit));
  }
  return fits;
}

/**
 * A link to 1 analysis, or 2 to 4 to compare, all of this workspace (another workspace's id is
 * 404, as a missing one). The secret appears once, in the returned url; only its hash is kept.
 */
export async function createShareLink(
  deps: Deps,
  workspaceId: string,
  actor: { userId: string; email: string },
  input: { analysisIds: string[]; expiresInDays?: number },
): Promise<ShareLinkView> {
  const ids = [...new Set(input.analysisIds)];
  if (ids.length < 1 || ids.length > 4) {
    throw new ApiError("validation_failed", "analysis_ids: 1 analysis, or 2 to 4 to compare", {
      field: "analysis_ids",
    });
  }
  const days = input.expiresInDays ?? SHARE_DAYS_DEFAULT;
  if (!Number.isInteger(days) || days < 1 || days > SHARE_DAYS_MAX) {
    throw new ApiError("validation_failed", `expires_in_days: 1 to ${SHARE_DAYS_MAX}`, { field: "expires_in_days" });
  }
  const found = await deps.db
    .selectFrom("image_analyses")
    .select("id")
    .where("workspace_id", "=", workspaceId)
    .where("id", "in", ids)
    .execute();
  if (found.length !== ids.length) throw new ApiError("not_found", NOT_FOUND);
  const token = randomToken();
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + days * 86_400_000);
  // The audit entry is part of the same transaction: a link never exists unrecorded.
  const row = await deps.db.transaction().execute(async (trx) => {
    const link = await trx
      .insertInto("share_links")
      .values({
        workspace_id: workspaceId,
        token_hash: sha256(token),
        analysis_ids: ids,
        created_by: actor.userId,
        created_at: now,
        expires_at: expiresAt,
      })
      .returning(["id", "created_at"])
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      workspaceId,
      actor,
      action: "share_link.created",
      target: link.id,
      details: { analysis_ids: ids, expires_at: expiresAt.toISOString() },
      now,
    });
    return link;
  });
  return {
    id: row.id,
    url: `${deps.config.publicUrl}/shared/${token}`,
    kind: ids.length === 1 ? "analysis" : "comparison",
    analysis_ids: ids,
    created_at: row.created_at.toISOString(),
    expires_at: expiresAt.toISOString(),
  };
}

export type ShareLinkStatus = "active" | "expired" | "revoked";

/** A link as the workspace's list shows it: everything but the secret, which is never kept. */
export interface ShareLinkSummary {
  id: string;
  kind: "analysis" | "comparison";
  status: ShareLinkStatus;
  analysis_ids: string[];
  /** The linked analyses still in the workspace (deleted ones drop out, as in the shared view). */
  analyses: { id: string; filename: string }[];
  created_by: { id: string; email: string } | null;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/**
 * The workspace's links, newest first, cursor-paginated. By default only the ones that still
 * open (not revoked, not expired); `all` adds the rest so a team can see what was shared before.
 */
export async function listShareLinks(
  deps: Pick<Deps, "db" | "now">,
  workspaceId: string,
  input: { limit: number; cursor?: string; status: "active" | "all" },
): Promise<{ data: ShareLinkSummary[]; next_cursor: string | null }> {
  const now = deps.now();
  let query = deps.db
    .selectFrom("share_links as s")
    .leftJoin("users as u", "u.id", "s.created_by")
    .select([
      "s.id",
      "s.analysis_ids",
      "s.created_at",
      "s.expires_at",
      "s.revoked_at",
      "s.created_by",
      "u.email",
      createdText("s.created_at").as("created_text"),
    ])
    .where("s.workspace_id", "=", workspaceId);
  if (input.status === "active") {
    query = query.where("s.revoked_at", "is", null).where("s.expires_at", ">", now);
  }
  const after = afterCursor(input.cursor, "s.created_at", "s.id");
  if (after) query = query.where(after);
  const rows = await query
    .orderBy("s.created_at", "desc")
    .orderBy("s.id", "desc")
    .limit(input.limit + 1)
    .execute();
  const page = pageOf(rows, input.limit, (r) => r.id);
  const filenames = await analysisNames(
    deps.db,
    workspaceId,
    page.rows.flatMap((r) => r.analysis_ids),
  );
  return {
    data: page.rows.map((r) => ({
      id: r.id,
      kind: r.analysis_ids.length === 1 ? "analysis" : "comparison",
      status: r.revoked_at ? "revoked" : r.expires_at.getTime() <= now.getTime() ? "expired" : "active",
      analysis_ids: r.analysis_ids,
      analyses: r.analysis_ids.flatMap((id) => {
        const filename = filenames.get(id);
        return filename === undefined ? [] : [{ id, filename }];
      }),
      created_by: r.created_by && r.email ? { id: r.created_by, email: r.email } : null,
      created_at: r.created_at.toISOString(),
      expires_at: r.expires_at.toISOString(),
      revoked_at: r.revoked_at ? r.revoked_at.toISOString() : null,
    })),
    next_cursor: page.nextCursor,
  };
}

/** Filenames of the given analyses, only those of this workspace, in one query. */
async function analysisNames(db: Db, workspaceId: string, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom("image_analyses")
    .select(["id", "original_filename"])
    .where("workspace_id", "=", workspaceId)
    .where("id", "in", unique)
    .execute();
  return new Map(rows.map((r) => [r.id, r.original_filename]));
}

/** Revokes a link of this workspace; the link stops working at once. Audited in the same transaction. */
export async function revokeShareLink(
  deps: Deps,
  workspaceId: string,
  actor: { userId: string; email: string },
  id: string,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("share_links")
      .set({ revoked_at: deps.now() })
      .where("id", "=", id)
      .where("workspace_id", "=", workspaceId)
      .where("revoked_at", "is", null)
      .returning("id")
      .executeTakeFirst();
    if (!row) throw new ApiError("not_found", SHARE_LINK_NOT_FOUND);
    await recordAudit(trx, { workspaceId, actor, action: "share_link.revoked", target: id, now: deps.now() });
  });
}

/**
 * Opens a link without an account. Only the linked analyses of the link's workspace are read,
 * and deleted ones drop out; an unknown, revoked or expired link, or one whose analyses are all
 * gone, is 404 with one message, so links cannot be told apart by probing.
 */
export async function openShareLink(deps: Deps, token: string): Promise<SharedView> {
  const now = deps.now();
  const link = await deps.db
    .selectFrom("share_links")
    .select(["id", "workspace_id", "analysis_ids", "expires_at", "revoked_at"])
    .where("token_hash", "=", sha256(token))
    .executeTakeFirst();
  if (!link || link.revoked_at || link.expires_at.getTime() <= now.getTime()) {
    throw new ApiError("not_found", SHARE_NOT_FOUND);
  }
  const rows = await deps.db
    .selectFrom("image_analyses")
    .select([...ITEM_COLUMNS])
    .where("workspace_id", "=", link.workspace_id)
    .where("id", "in", link.analysis_ids)
    .execute();
  if (rows.length === 0) throw new ApiError("not_found", SHARE_NOT_FOUND);
  const order = new Map(link.analysis_ids.map((id, i) => [id, i]));
  rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  const secret = deps.config.jwtSecret;
  const fits = await sharedFits(
    deps,
    link.workspace_id,
    rows.map((r) => r.id),
  );
  return {
    kind: link.analysis_ids.length === 1 ? "analysis" : "comparison",
    expires_at: link.expires_at.toISOString(),
    analyses: rows.map((row) => {
      const image = signedObjectUrl(secret, row.id, "image", now, { share: link.id });
      return {
        filename: row.original_filename,
        created_at: new Date(row.created_at).toISOString(),
        image_url: image,
        heatmap_url: row.heatmap_key ? signedObjectUrl(secret, row.id, "heatmap", now, { share: link.id }) : null,
        analysis_result: { ...storedResult(row), image_url: image, filename: row.original_filename },
        brand_fit: fits.get(row.id) ?? null,
      };
    }),
  };
}

/**
 * True while the share link that handed out an object link is live (not revoked, not expired)
 * and still shares that analysis: checked on every fetch of its signed image and heatmap links.
 */
export async function shareLinkServes(deps: Deps, shareLinkId: string, analysisId: string): Promise<boolean> {
  const link = await deps.db
    .selectFrom("share_links")
    .select("id")
    .where("id", "=", shareLinkId)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", deps.now())
    .where(sql<boolean>`${analysisId}::uuid = ANY(analysis_ids)`)
    .executeTakeFirst();
  return link !== undefined;
}
