import type { AppDeps } from "../../deps.ts";
import { sweepExpiredKeys } from "../idempotency/idempotency.ts";
import { sweepReservations } from "../quota/sweep.ts";
import { purgeRateLimits } from "../rate-limit/rate-limit.ts";
import { sweepStorageDeletions } from "./delete-account.ts";

/**
 * How often each instance retries queued file deletions, drops stale rate-limit buckets and
 * releases quota reservations whose lease ran out.
 */
export const MAINTENANCE_INTERVAL_MS = 60_000;

/** Starts the periodic clean-up; the returned function stops it (bootstrap's close calls it). */
export function startMaintenance(deps: AppDeps): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await sweepStorageDeletions(deps);
      await purgeRateLimits(deps.db, deps.now());
      await sweepReservations(deps);
      await sweepExpiredKeys(deps);
    } catch (error) {
      deps.log.warn("maintenance run failed", { error });
    } finally {
      running = false;
    }
  }, MAINTENANCE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
