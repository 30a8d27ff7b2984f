import type { AppDeps } from "../../deps.ts";
import { expiredReservations, releaseQuota } from "./quota.ts";

/**
 * Releases reservations whose lease ran out: the upload that took them never finished (its
 * process crashed or lost the database mid-way), so they must not keep counting against the limit.
 */
export async function sweepReservations(deps: Pick<AppDeps, "db" | "log" | "now">): Promise<number> {
  let released = 0;
  for (;;) {
    const ids = await expiredReservations(deps.db, deps.now());
    if (ids.length === 0) break;
    released += await releaseQuota(deps.db, ids);
  }
  if (released > 0) deps.log.warn("released quota reservations whose upload never finished", { released });
  return released;
}
