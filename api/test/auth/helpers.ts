import { expect } from "bun:test";
import { json, type TestApp } from "../harness.ts";

let ipCounter = 0;
/** A fresh client IP per test (the harness trusts X-Forwarded-For), so rate-limit buckets do not leak between tests. */
export function freshIp(): string {
  ipCounter++;
  return `203.0.113.${ipCounter % 250}.${Math.floor(ipCounter / 250)}`.replace(/\.0$/, "");
}

export function uniqueEmail(label = "user"): string {
  return `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

/** Polls GET /dev/mailbox until `count` messages to `to` have arrived (mail is sent in the background). */
export async function waitForMail(t: TestApp, to: string, count = 1): Promise<Mail[]> {
  for (let i = 0; i < 200; i++) {
    const res = await t.request(`/dev/mailbox?to=${encodeURIComponent(to)}`);
    const { data } = await json<{ data: Mail[] }>(res);
    if (data.length >= count) return data;
    await Bun.sleep(25);
  }
  throw new Error(`expected ${count} message(s) to ${to}`);
}

/** Polls GET /dev/mailbox until a message to `to` whose text contains `needle` has arrived. */
export async function waitForMailWith(t: TestApp, to: string, needle: string): Promise<Mail> {
  for (let i = 0; i < 200; i++) {
    const found = (await waitForMail(t, to)).find((m) => m.text.includes(needle));
    if (found) return found;
    await Bun.sleep(25);
  }
  throw new Error(`no message to ${to} containing ${needle}`);
}

export async function mailCount(t: TestApp, to: string): Promise<number> {
  const res = await t.request(`/dev/mailbox?to=${encodeURIComponent(to)}`);
  return (await json<{ data: Mail[] }>(res)).data.length;
}

export function tokenFrom(mail: Mail, param: "confirm_token" | "token"): string {
  const match = mail.text.match(new RegExp(`[?&]${param}=([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`no ${param} in: ${mail.text}`);
  return match[1];
}

export function post(t: TestApp, path: string, json: unknown, ip = freshIp(), token?: string) {
  return t.request(path, { method: "POST", json, token, headers: { "x-forwarded-for": ip } });
}

export async function errorOf(res: Response): Promise<{ code: string; message: string; field?: string }> {
  const body = await json<{ error: { code: string; message: string; field?: string } }>(res);
  expect(body.error).toBeDefined();
  return body.error;
}

export interface Session {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at: number;
  token_type: string;
  user: { id: string; email: string; email_confirmed_at: string | null; identities: unknown[]; factors: unknown[] };
}

/** Signs up through the API, follows the emailed link and returns the resulting session. */
export async function signUpAndConfirm(
  t: TestApp,
  email = uniqueEmail(),
  password = "Blue-Lantern-81",
): Promise<Session> {
  expect((await post(t, "/v1/auth/signup", { email, password })).status).toBe(200);
  // The address may have other mail too (an invitation sent to it): wait for the confirmation.
  const mail = await waitForMailWith(t, email, "confirm_token=");
  const res = await post(t, "/v1/auth/confirm", { token: tokenFrom(mail, "confirm_token") });
  expect(res.status).toBe(200);
  return json<Session>(res);
}
