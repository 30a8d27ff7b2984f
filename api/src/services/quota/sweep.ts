import type { AppDeps } from "../../deps.ts";
import { QUEUES } from "../../jobs/queue.ts";
import { failAnalysis } from "../analyses/finish.ts";
import { expiredReservations, releaseQuota, renewReservations } from "./quota.ts";

const ALIVE = new Set(["created", "retry", "active"]);

/**
 * Settles reservations whose lease ran out. One whose job is still queued or running keeps its
 * quota (the lease is renewed); one whose job is gone or over (its process crashed between
 * accepting the upload and queuing it, or the queue gave up) is ended as failed, which releases it.
 */
export async function sweepReservations(deps: AppDeps): Promise<number> {
  let released = 0;
  const now = deps.now();
  const ids = await expiredReservations(deps.db, now);
  if (ids.length === 0) return 0;
  const pending = await deps.db
    .selectFrom("analysis_jobs")
    .select("id")
    .where("id", "in", ids)
    .where("status", "in", ["queued", "running"])
    .execute();
  const pendingIds = new Set(pending.map((p) => p.id));
  const alive: string[] = [];
  for (const id of pendingIds) {
    const [job] = await deps.jobs.findJobs(QUEUES.analysis, { id });
    if (job && ALIVE.has(job.state)) {
      alive.push(id);
      continue;
    }
    if (await failAnalysis(deps, id, "analysis_failed", "The analysis was interrupted and could not be finished.")) {
      released++;
    }
  }
  await renewReservations(deps.db, alive, now, deps.config.quotaLeaseMs);
  released += await releaseQuota(
    deps.db,
    ids.filter((id) => !pendingIds.has(id)),
  );
  if (released > 0) deps.log.warn("released quota reservations whose analysis never finished", { released });
  return released;
}
