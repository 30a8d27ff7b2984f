import { afterAll, beforeAll, expect, test } from "bun:test";
import { multipart, tinyPng } from "../analyses/helpers.ts";
import { startCluster } from "../jobs/processes.ts";

let cluster: Awaited<ReturnType<typeof startCluster>>;
beforeAll(async () => {
  cluster = await startCluster({ QUOTA_LEASE_SECONDS: "2" });
});
afterAll(() => cluster.close());

/** What the database says about one user's workspace: the counters, open reservations and stored rows. */
async function ledger(userId: string) {
  return cluster.withDeps(async ({ db }) => {
    const profile = await db
      .selectFrom("workspaces")
      .select(["id", "current_month_uploads", "total_uploads", "reserved_uploads"])
      .where("personal_owner_id", "=", userId)
      .executeTakeFirstOrThrow();
    const rows = await db.selectFrom("image_analyses").select("id").where("workspace_id", "=", profile.id).execute();
    const reservations = await db
      .selectFrom("quota_reservations")
      .select("id")
      .where("workspace_id", "=", profile.id)
      .execute();
    const pending = await db
      .selectFrom("analysis_jobs")
      .select("id")
      .where("workspace_id", "=", profile.id)
      .where("status", "in", ["queued", "running"])
      .execute();
    const { id: _id, ...counters } = profile;
    return { ...counters, rows: rows.length, reservations: reservations.length, pending: pending.length };
  });
}

test("an API killed with SIGKILL mid-uploads counts exactly the analyses it stored, after a restart", async () => {
  const user = await cluster.createUser("basic");
  const api = await cluster.spawn("src/main.ts");
  const images = await Promise.all(Array.from({ length: 8 }, (_, i) => tinyPng(i + 1, 96, 72)));
  let answered = 0;
  const uploads = images.map((png, i) =>
    fetch(`${api.url}/v1/analyses`, {
      method: "POST",
      headers: { authorization: `Bearer ${user.token}` },
      body: multipart(png, `crash-${i}.png`),
    })
      .then((r) => {
        answered += r.status === 201 ? 1 : 0;
        return r.status;
      })
      .catch(() => 0),
  );
  // Let some analyses land and leave others in flight, then pull the plug.
  while (answered === 0) await Bun.sleep(20);
  await api.kill("SIGKILL");
  const statuses = await Promise.all(uploads);
  expect(statuses.filter((s) => s === 201).length).toBeGreaterThan(0);
  expect(statuses.filter((s) => s === 201).length).toBeLessThan(images.length);

  // Accepted uploads are jobs: the restarted API finishes them (one killed mid-analysis is retried
  // once its heartbeat is missed); anything accepted but never queued is released by the sweep.
  let after = await ledger(user.id);
  for (let round = 0; round < 10 && (after.pending > 0 || after.reservations > 0); round++) {
    const restarted = await cluster.spawn("src/main.ts");
    // Long enough for a supervise pass (every 5 s) to notice a heartbeat missed for 10 s.
    await Bun.sleep(8_000);
    await restarted.kill("SIGTERM");
    after = await ledger(user.id);
  }
  expect(after.pending).toBe(0);
  expect(after.reservations).toBe(0);
  expect(after.reserved_uploads).toBe(0);
  expect(after.current_month_uploads).toBe(after.rows);
  expect(after.total_uploads).toBe(after.rows);
  expect(after.rows).toBeGreaterThanOrEqual(statuses.filter((s) => s === 201).length);
}, 150_000);
