import sharp from "sharp";
import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
import { recordAudit } from "../audit/audit.ts";
import { readLimited } from "../images/read-limited.ts";
import { sniffImageFormat } from "../images/sniff.ts";
import { effectiveTier } from "../plans/effective-tier.ts";

export const LOGO_MAX_BYTES = 512 * 1024;
export const NO_LOGO = "This workspace has no logo.";
export const LOGO_TOO_LARGE = "The logo is larger than 512 KB.";
export const WHITE_LABEL_PLAN_MESSAGE = "A workspace logo on reports (white-label) is part of the Enterprise plan.";
const MIN_SIDE = 16;
/** Reports print the logo at most about 180×60 pt; this keeps it sharp at print resolution. */
const STORED_BOX = { width: 1200, height: 400 };
const MULTIPART_OVERHEAD = 16 * 1024;

type Deps = Pick<AppDeps, "db" | "storage" | "now">;

/** The logo file from a multipart body (`file`), read without ever buffering more than the limit. */
export async function readLogoUpload(
  contentType: string | null,
  body: ReadableStream<Uint8Array> | null,
): Promise<Uint8Array> {
  if (!contentType?.toLowerCase().startsWith("multipart/form-data")) {
    throw new ApiError("unsupported_media_type", "Send multipart/form-data with a `file` field.");
  }
  const bytes = await readLimited(body, LOGO_MAX_BYTES + MULTIPART_OVERHEAD, LOGO_TOO_LARGE);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new ApiError("validation_failed", "The multipart body could not be parsed.", { field: "file" });
  }
  const file = form.get("file");
  if (!(file instanceof Blob))
    throw new ApiError("validation_failed", "file: a logo image is required", { field: "file" });
  if (file.size > LOGO_MAX_BYTES) throw new ApiError("payload_too_large", LOGO_TOO_LARGE);
  return new Uint8Array(await file.arrayBuffer());
}

/**
 * Checks a logo (real type PNG, JPEG or WebP, at most 512 KB, decodes completely) and returns it
 * as a PNG without metadata, scaled down to fit 1200×400: reports embed PNG, and a truncated or
 * disguised file fails here rather than in every report later.
 */
export async function normaliseLogo(input: Uint8Array): Promise<Uint8Array> {
  if (input.byteLength > LOGO_MAX_BYTES) throw new ApiError("payload_too_large", LOGO_TOO_LARGE);
  if (!sniffImageFormat(input)) {
    throw new ApiError("unsupported_media_type", "The logo must be a PNG, JPEG or WebP image.");
  }
  try {
    const image = sharp(input, { failOn: "truncated", limitInputPixels: 25_000_000 });
    const { width, height } = await image.metadata();
    if (width < MIN_SIDE || height < MIN_SIDE) {
      throw new ApiError(
        "invalid_image",
        `The logo is ${width}×${height} px; it must be at least ${MIN_SIDE} px each way.`,
      );
    }
    const png = await image
      .rotate()
      .resize({ ...STORED_BOX, fit: "inside", withoutEnlargement: true })
      .png()
      .toBuffer();
    return new Uint8Array(png);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError("invalid_image", "The logo could not be decoded: it is truncated or corrupt.");
  }
}

/** White-label is an Enterprise feature: only a workspace on Enterprise sets a logo. */
export async function requireWhiteLabel(deps: Deps, workspaceId: string): Promise<void> {
  if ((await effectiveTier(deps.db, workspaceId, deps.now())) !== "enterprise") {
    throw new ApiError("plan_required", WHITE_LABEL_PLAN_MESSAGE);
  }
}

/** Who changes the logo, for the audit entry written in the same transaction as the change. */
export interface LogoChange {
  workspaceId: string;
  workspaceName: string;
  actor: { userId: string; email: string };
}

/**
 * In one transaction: points the workspace at `key` (null: no logo) and records `action`.
 * Returns the key it replaced, or null; removing a logo that is not there changes nothing.
 */
async function swapLogo(
  deps: Deps,
  change: LogoChange,
  key: string | null,
  action: "workspace.logo_set" | "workspace.logo_removed",
): Promise<string | null> {
  return deps.db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom("workspaces")
      .select("logo_key")
      .where("id", "=", change.workspaceId)
      .forUpdate()
      .executeTakeFirst();
    const replaced = before?.logo_key ?? null;
    if (key === null && replaced === null) return null;
    await trx.updateTable("workspaces").set({ logo_key: key }).where("id", "=", change.workspaceId).execute();
    await recordAudit(trx, {
      workspaceId: change.workspaceId,
      actor: change.actor,
      action,
      target: change.workspaceName,
      now: deps.now(),
    });
    return replaced;
  });
}

/**
 * Stores the logo under a new key, then in one transaction points the workspace at it and
 * records the change; only after that commits is the replaced object deleted. A failure leaves
 * the old logo in place (and at worst an unreferenced new object), never a row without a file.
 */
export async function setWorkspaceLogo(deps: Deps, change: LogoChange, png: Uint8Array): Promise<void> {
  const key = `${change.workspaceId}/logo-${crypto.randomUUID()}.png`;
  await deps.storage.put(key, png, "image/png");
  const replaced = await swapLogo(deps, change, key, "workspace.logo_set");
  if (replaced) await deps.storage.delete(replaced);
}

/** Removes the logo, recorded in the same transaction; false when there was none. */
export async function deleteWorkspaceLogo(deps: Deps, change: LogoChange): Promise<boolean> {
  const removed = await swapLogo(deps, change, null, "workspace.logo_removed");
  if (!removed) return false;
  await deps.storage.delete(removed);
  return true;
}

/** The stored logo PNG, or null. */
export async function readWorkspaceLogo(deps: Deps, workspaceId: string): Promise<Uint8Array | null> {
  const row = await deps.db
    .selectFrom("workspaces")
    .select("logo_key")
    .where("id", "=", workspaceId)
    .executeTakeFirst();
  if (!row?.logo_key) return null;
  return (await deps.storage.get(row.logo_key))?.body ?? null;
}
