import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { tinyPng } from "../analyses/helpers.ts";
import { startTwoInstances } from "./two-instances.ts";

const onPostgres = Boolean(process.env.DATABASE_URL);

// Fixed windows: a minute boundary passing mid-test would reset the rate-limit bucket.
const T0 = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 5_000);
let clock = T0;

let cluster: Awaited<ReturnType<typeof startTwoInstances>>;
beforeAll(async () => {
  if (onPostgres) cluster = await startTwoInstances({ now: () => clock });
});
afterAll(async () => {
  if (onPostgres) await cluster.close();
});

type Session = { access_token: string; refresh_token: string };
type ErrorBody = { error: { code: string } };

async function login(instance: typeof cluster.a, user: { email: string; password: string }, ip: string) {
  const res = await instance.fetch("/v1/auth/login", { json: { email: user.email, password: user.password }, ip });
  expect(res.status).toBe(200);
  return (await res.json()) as Session;
}

describe.skipIf(!onPostgres)("two API instances over one PostgreSQL", () => {
  test("the two instances are separate servers answering health on the same database", async () => {
    expect(cluster.a.url).not.toBe(cluster.b.url);
    for (const instance of [cluster.a, cluster.b]) {
      const health = (await (await instance.fetch("/health")).json()) as { database: { kind: string } };
      expect(health.database.kind).toBe("postgres");
    }
  });

  test("the login rate limit is shared: attempts on A and B count against one bucket", async () => {
    clock = T0;
    const ip = "198.51.100.7";
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const instance = i % 2 === 0 ? cluster.a : cluster.b;
      const res = await instance.fetch("/v1/auth/login", {
        json: { email: `nobody-${i}@example.com`, password: "wrong-password" },
        ip,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual(Array(10).fill(400));
    for (const instance of [cluster.b, cluster.a]) {
      const res = await instance.fetch("/v1/auth/login", {
        json: { email: "x@example.com", password: "whatever" },
        ip,
      });
      expect(res.status).toBe(429);
      expect(((await res.json()) as ErrorBody).error.code).toBe("rate_limited");
    }
    const otherClient = await cluster.b.fetch("/v1/auth/login", {
      json: { email: "x@example.com", password: "whatever" },
      ip: "198.51.100.8",
    });
    expect(otherClient.status).toBe(400);
  }, 60_000);

  test("sessions hold: refresh on A, use the new token on B, and the old refresh token is refused on B", async () => {
    clock = T0;
    const user = await cluster.createUser();
    const first = await login(cluster.a, user, "192.0.2.20");
    const refreshed = await cluster.a.fetch("/v1/auth/refresh", {
      json: { refresh_token: first.refresh_token },
      ip: "192.0.2.20",
    });
    expect(refreshed.status).toBe(200);
    const second = (await refreshed.json()) as Session;
    expect(second.refresh_token).not.toBe(first.refresh_token);

    const me = await cluster.b.fetch("/v1/me", { token: second.access_token });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(user.email);

    // Past the 10 s window in which two tabs refreshing together are forgiven.
    clock = new Date(T0.getTime() + 15_000);
    const reused = await cluster.b.fetch("/v1/auth/refresh", {
      json: { refresh_token: first.refresh_token },
      ip: "192.0.2.21",
    });
    expect(reused.status).toBe(401);
    expect(((await reused.json()) as ErrorBody).error.code).toBe("refresh_token_reused");
  }, 30_000);

  test("a quota race split across both instances: 20 concurrent uploads by a free user, exactly 10 succeed", async () => {
    clock = T0;
    const user = await cluster.createUser();
    const { access_token } = await login(cluster.b, user, "192.0.2.30");
    const images = await Promise.all(Array.from({ length: 20 }, (_, i) => tinyPng(i + 1)));
    const responses = await Promise.all(
      images.map((bytes, i) => {
        const form = new FormData();
        form.append("file", new File([new Uint8Array(bytes)], `race-${i}.png`, { type: "image/png" }));
        return (i % 2 === 0 ? cluster.a : cluster.b).fetch("/v1/analyses", {
          method: "POST",
          token: access_token,
          body: form,
          ip: "192.0.2.30",
        });
      }),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const refused = responses.filter((r) => r.status === 429);
    const codes = await Promise.all(refused.map(async (r) => ((await r.json()) as ErrorBody).error.code));
    expect(new Set(codes)).toEqual(new Set(["quota_exceeded"]));

    const profile = await cluster.db
      .selectFrom("workspaces")
      .select(["current_month_uploads", "total_uploads"])
      .where("personal_owner_id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(profile).toEqual({ current_month_uploads: 10, total_uploads: 10 });
    const stored = await cluster.db
      .selectFrom("image_analyses")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("created_by", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(10);
  }, 120_000);
});
