import { afterAll, beforeAll, expect, setDefaultTimeout, test } from "bun:test";
import { startTestApp, TEST_PASSWORD, type TestApp } from "../../api/test/harness.ts";
import {
  AdLens,
  type AuthChangeEvent,
  localStorageSession,
  memorySession,
  type Session,
  type SessionStorage,
} from "../src/index.ts";

// Real servers, real analyses, two shared CPU cores: allow slow runs rather than flaky ones.
setDefaultTimeout(120_000);

/** One clock for the API and the client, moved by the test. */
let clock = new Date("2026-03-01T10:00:00Z").getTime();
let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date(clock) });
  url = (await t.listen()).url;
});
afterAll(() => t.close());

function signedInClient() {
  const events: AuthChangeEvent[] = [];
  const client = new AdLens({ baseUrl: url, session: memorySession(), now: () => clock });
  client.auth.onChange((event) => events.push(event));
  return { client, events };
}

test("a session within 90 s of expiry is refreshed before the request, once", async () => {
  const user = await t.createUser();
  const { client, events } = signedInClient();
  const first = await client.auth.login({ email: user.email, password: TEST_PASSWORD });
  expect(first.expires_in).toBe(3600);

  clock += (3600 - 120) * 1000;
  await client.me.get();
  expect(client.auth.getSession()?.refresh_token).toBe(first.refresh_token);

  clock += 60 * 1000;
  const [a, b] = await Promise.all([client.me.get(), client.analyses.list()]);
  expect(a.user.email).toBe(user.email);
  expect(b.data).toEqual([]);
  const second = client.auth.getSession();
  expect(second?.refresh_token).not.toBe(first.refresh_token);
  expect(second?.expires_at).toBe(Math.floor(clock / 1000) + 3600);
  expect(events).toEqual(["SIGNED_IN", "TOKEN_REFRESHED"]);
});

test("an access token the API already rejects (401) is refreshed and the request retried", async () => {
  const user = await t.createUser();
  const { client, events } = signedInClient();
  await client.auth.login({ email: user.email, password: TEST_PASSWORD });
  // The client's clock lags the API's: it still believes the token is fresh.
  const lagging = clock;
  const skewed = new AdLens({ baseUrl: url, session: memorySession(client.auth.getSession()), now: () => lagging });
  skewed.auth.onChange((event) => events.push(event));
  clock += 3700 * 1000;
  const me = await skewed.me.get();
  expect(me.user.email).toBe(user.email);
  expect(events).toEqual(["SIGNED_IN", "TOKEN_REFRESHED"]);
});

test("when the refresh token is refused the session is cleared and SIGNED_OUT emitted", async () => {
  const user = await t.createUser();
  const { client, events } = signedInClient();
  const session = await client.auth.login({ email: user.email, password: TEST_PASSWORD });
  // Another device signs this session out (revokes the refresh token).
  await new AdLens({ baseUrl: url, session: memorySession(session) }).auth.logout();
  clock += 3590 * 1000;
  const error = await client.me.get().catch((e: unknown) => e);
  expect(error).toMatchObject({ status: 401 });
  expect(client.auth.getSession()).toBeNull();
  expect(events).toEqual(["SIGNED_IN", "SIGNED_OUT"]);
});

test("auth.refresh() rotates on demand; a reused refresh token is refused", async () => {
  const user = await t.createUser();
  const { client } = signedInClient();
  const first = await client.auth.login({ email: user.email, password: TEST_PASSWORD });
  const second = await client.auth.refresh();
  expect(second.refresh_token).not.toBe(first.refresh_token);
  // Past the API's 10 s grace window for concurrent tabs, replaying the old token means it leaked.
  clock += 11_000;
  const replay = new AdLens({ baseUrl: url, session: memorySession(first), now: () => clock });
  const error = await replay.auth.refresh().catch((e: unknown) => e);
  expect(error).toMatchObject({ status: 401, code: "refresh_token_reused" });
  expect(replay.auth.getSession()).toBeNull();
});

test("localStorageSession persists under its key and survives a new client", async () => {
  const store = new Map<string, string>();
  const fake = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  };
  const original = Object.getOwnPropertyDescriptor(globalThis, "localStorage");
  Object.defineProperty(globalThis, "localStorage", { value: fake, configurable: true });
  try {
    const user = await t.createUser();
    const a = new AdLens({ baseUrl: url, session: localStorageSession(), now: () => clock });
    await a.auth.login({ email: user.email, password: TEST_PASSWORD });
    expect(JSON.parse(store.get("adlens.session") ?? "{}").user.email).toBe(user.email);
    const b = new AdLens({ baseUrl: url, session: localStorageSession(), now: () => clock });
    expect((await b.me.get()).user.email).toBe(user.email);
    await b.auth.logout();
    expect(store.has("adlens.session")).toBe(false);
  } finally {
    if (original) Object.defineProperty(globalThis, "localStorage", original);
    else delete (globalThis as { localStorage?: unknown }).localStorage;
  }
});

test("changes made by another tab are reported: refresh, sign-out, another user's sign-in", async () => {
  let stored: Session | null = null;
  const listeners = new Set<(s: Session | null) => void>();
  const shared: SessionStorage = {
    get: () => stored,
    set(session) {
      stored = session;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  /** What the browser does when another tab writes the key: update, then fire "storage". */
  const otherTabWrites = (session: Session | null) => {
    stored = session;
    for (const l of listeners) l(session);
  };
  const ada = await t.createUser();
  const bob = await t.createUser();
  const client = new AdLens({ baseUrl: url, session: shared, now: () => clock });
  const events: [AuthChangeEvent, string | null][] = [];
  client.auth.onChange((event, session) => events.push([event, session?.user.email ?? null]));

  const adaSession = await client.auth.login({ email: ada.email, password: TEST_PASSWORD });
  otherTabWrites({ ...adaSession, access_token: "rotated-elsewhere" });
  otherTabWrites(null);
  const bobSession = await new AdLens({ baseUrl: url }).auth.login({ email: bob.email, password: TEST_PASSWORD });
  otherTabWrites(bobSession);
  client.close();
  otherTabWrites(null);

  expect(events).toEqual([
    ["SIGNED_IN", ada.email],
    ["TOKEN_REFRESHED", ada.email],
    ["SIGNED_OUT", null],
    ["SIGNED_IN", bob.email],
  ]);
});
