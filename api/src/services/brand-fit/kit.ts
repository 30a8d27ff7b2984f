import type { Db } from "@adlens/db";
import type { AppDeps } from "../../deps.ts";
import { ApiError } from "../../errors.ts";
import { queueBrandFitRefresh } from "../../jobs/brand-fit-workers.ts";
import { recordAudit } from "../audit/audit.ts";
import { effectiveTier } from "../plans/effective-tier.ts";
import type { BrandKit } from "./fit.ts";

export const BRAND_KIT_PLAN_MESSAGE = "Brand kits and competitor checks are part of the Enterprise plan.";
export const LOGO_NOT_FOUND = "No logo with this id in the workspace's brand kit.";
/** Logo images per kit: each is searched for in every ad read against it. */
export const MAX_LOGOS = 20;

type Deps = Pick<AppDeps, "db" | "storage" | "now" | "jobs">;
type Actor = { userId: string; email: string };

export interface KitLogoView {
  id: string;
  /** null: the brand's own logo; otherwise the competitor it belongs to. */
  competitor: string | null;
  created_at: string;
}

export interface BrandKitView extends BrandKit {
  logos: KitLogoView[];
  updated_at: string | null;
}

export async function requireBrandKitPlan(deps: Pick<AppDeps, "db" | "now">, workspaceId: string): Promise<void> {
  if ((await effectiveTier(deps.db, workspaceId, deps.now())) !== "enterprise") {
    throw new ApiError("plan_required", BRAND_KIT_PLAN_MESSAGE);
  }
}

const EMPTY: BrandKit = { names: [], colours: [], required_texts: [], competitors: [] };

/** The stored kit, or an empty one (revision 0). */
export async function loadKit(
  db: Db,
  workspaceId: string,
): Promise<BrandKit & { revision: number; updated_at: Date | null }> {
  const row = await db
    .selectFrom("brand_kits")
    .select(["names", "colours", "required_texts", "competitors", "revision", "updated_at"])
    .where("workspace_id", "=", workspaceId)
    .executeTakeFirst();
  return row ?? { ...EMPTY, revision: 0, updated_at: null };
}

/**
 * A change to what analyses are read against (the kit or its logos): the kit's revision moves on,
 * so every stored fit is stale, and a refresh is queued in the same transaction.
 */
async function kitChanged(deps: Pick<AppDeps, "jobs">, trx: Db, workspaceId: string): Promise<void> {
  const kit = await trx
    .updateTable("brand_kits")
    .set((eb) => ({ revision: eb("revision", "+", 1) }))
    .where("workspace_id", "=", workspaceId)
    .returning("revision")
    .executeTakeFirst();
  if (kit) await queueBrandFitRefresh(deps, workspaceId, trx);
}

export async function kitLogos(db: Db, workspaceId: string) {
  return db
    .selectFrom("brand_kit_logos")
    .select(["id", "competitor", "image_key", "created_at"])
    .where("workspace_id", "=", workspaceId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

export async function getBrandKit(db: Db, workspaceId: string): Promise<BrandKitView> {
  const [kit, logos] = await Promise.all([loadKit(db, workspaceId), kitLogos(db, workspaceId)]);
  return {
    names: kit.names,
    colours: kit.colours,
    required_texts: kit.required_texts,
    competitors: kit.competitors,
    logos: logos.map((l) => ({ id: l.id, competitor: l.competitor, created_at: l.created_at.toISOString() })),
    updated_at: kit.updated_at?.toISOString() ?? null,
  };
}

/** Trimmed, blank entries dropped, duplicates (ignoring case) kept once. */
function distinct(values: string[]): string[] {
  const seen = new Set<string>();
  return values
    .map((v) => v.trim().replace(/\s+/g, " "))
    .filter((v) => {
      const key = v.toLowerCase();
      if (!v || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** Replaces the kit. A competitor that is dropped takes its logos with it. */
export async function putBrandKit(
  deps: Deps,
  workspaceId: string,
  actor: Actor,
  input: BrandKit,
): Promise<BrandKitView> {
  const kit: BrandKit = {
    names: distinct(input.names),
    colours: distinct(input.colours.map((c) => c.toUpperCase())),
    required_texts: distinct(input.required_texts),
    competitors: input.competitors
      .map((c) => ({ name: c.name.trim().replace(/\s+/g, " "), aliases: distinct(c.aliases) }))
      .filter((c) => c.name),
  };
  const names = kit.competitors.map((c) => c.name.toLowerCase());
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  if (twice) {
    throw new ApiError("validation_failed", `competitors: "${twice}" is listed twice`, { field: "competitors" });
  }
  const removedKeys = await deps.db.transaction().execute(async (trx) => {
    const values = {
      names: JSON.stringify(kit.names),
      colours: JSON.stringify(kit.colours),
      required_texts: JSON.stringify(kit.required_texts),
      competitors: JSON.stringify(kit.competitors),
      updated_by: actor.userId,
      updated_at: deps.now(),
    };
    await trx
      .insertInto("brand_kits")
      .values({ workspace_id: workspaceId, ...values })
      .onConflict((oc) => oc.column("workspace_id").doUpdateSet(values))
      .execute();
    await kitChanged(deps, trx, workspaceId);
    const orphans = (await kitLogos(trx, workspaceId)).filter(
      (l) => l.competitor !== null && !names.includes(l.competitor.toLowerCase()),
    );
    if (orphans.length) {
      await trx
        .deleteFrom("brand_kit_logos")
        .where(
          "id",
          "in",
          orphans.map((o) => o.id),
        )
        .execute();
    }
    await recordAudit(trx, {
      workspaceId,
      actor,
      action: "brand_kit.updated",
      details: { names: kit.names, competitors: kit.competitors.map((c) => c.name) },
      now: deps.now(),
    });
    return orphans.map((o) => o.image_key);
  });
  for (const key of removedKeys) await deps.storage.delete(key);
  return getBrandKit(deps.db, workspaceId);
}

/** Stores a (normalised PNG) logo for the brand, or for one of the kit's competitors. */
export async function addKitLogo(
  deps: Deps,
  workspaceId: string,
  actor: Actor,
  competitor: string | null,
  png: Uint8Array,
): Promise<KitLogoView> {
  const kit = await loadKit(deps.db, workspaceId);
  const owner =
    competitor === null ? null : kit.competitors.find((c) => c.name.toLowerCase() === competitor.toLowerCase());
  if (owner === undefined) {
    throw new ApiError("validation_failed", `competitor: "${competitor}" is not a competitor in the brand kit`, {
      field: "competitor",
    });
  }
  const existing = await kitLogos(deps.db, workspaceId);
  if (existing.length >= MAX_LOGOS) {
    throw new ApiError("validation_failed", `A brand kit holds at most ${MAX_LOGOS} logos; remove one first.`, {
      field: "file",
    });
  }
  const key = `${workspaceId}/brand-kit/${crypto.randomUUID()}.png`;
  await deps.storage.put(key, png, "image/png");
  const row = await deps.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("brand_kit_logos")
      .values({ workspace_id: workspaceId, competitor: owner?.name ?? null, image_key: key, created_at: deps.now() })
      .returning(["id", "competitor", "created_at"])
      .executeTakeFirstOrThrow();
    await kitChanged(deps, trx, workspaceId);
    await recordAudit(trx, {
      workspaceId,
      actor,
      action: "brand_kit.logo_added",
      target: owner?.name ?? "own brand",
      details: { logo_id: inserted.id },
      now: deps.now(),
    });
    return inserted;
  });
  return { id: row.id, competitor: row.competitor, created_at: row.created_at.toISOString() };
}

export async function deleteKitLogo(deps: Deps, workspaceId: string, actor: Actor, id: string): Promise<void> {
  const key = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom("brand_kit_logos")
      .where("id", "=", id)
      .where("workspace_id", "=", workspaceId)
      .returning(["image_key", "competitor"])
      .executeTakeFirst();
    if (!row) throw new ApiError("not_found", LOGO_NOT_FOUND);
    await kitChanged(deps, trx, workspaceId);
    await recordAudit(trx, {
      workspaceId,
      actor,
      action: "brand_kit.logo_removed",
      target: row.competitor ?? "own brand",
      details: { logo_id: id },
      now: deps.now(),
    });
    return row.image_key;
  });
  await deps.storage.delete(key);
}

export async function readKitLogo(deps: Deps, workspaceId: string, id: string): Promise<Uint8Array> {
  const row = await deps.db
    .selectFrom("brand_kit_logos")
    .select("image_key")
    .where("id", "=", id)
    .where("workspace_id", "=", workspaceId)
    .executeTakeFirst();
  const stored = row ? await deps.storage.get(row.image_key) : null;
  if (!stored) throw new ApiError("not_found", LOGO_NOT_FOUND);
  return stored.body;
}
