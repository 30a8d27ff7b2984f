import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { errorOf, freshIp, post, uniqueEmail, waitForMail } from "../auth/helpers.ts";
import { json, startTestApp, type TestApp } from "../harness.ts";

/** A local stand-in for a Slack incoming webhook that records what it receives. */
const slack = {
  received: [] as Record<string, unknown>[],
  failing: false,
};
const slackServer = Bun.serve({
  port: 0,
  async fetch(request) {
    slack.received.push((await request.json()) as Record<string, unknown>);
    return slack.failing ? new Response("invalid_payload", { status: 500 }) : new Response("ok");
  },
});

const SALES = "sales-team@adlens.test";
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    env: { SALES_EMAIL: SALES, SLACK_WEBHOOK_URL: `http://127.0.0.1:${slackServer.port}/hook` },
  });
});
afterAll(async () => {
  await t.close();
  await slackServer.stop(true);
});

const valid = {
  name: "Grace Hopper",
  email: "grace@navy.example",
  company: "Navy",
  phone: "+1 (555) 010-0199",
  message: "We run 2,000 ads a month and want a demo.",
  inquiry_type: "enterprise",
};

async function submissions(email: string) {
  return t.deps.db.selectFrom("contact_submissions").selectAll().where("email", "=", email).execute();
}

describe("POST /v1/contact", () => {
  test("stores the submission, emails the sales inbox and posts to Slack", async () => {
    slack.failing = false;
    const email = uniqueEmail("lead");
    const res = await post(t, "/v1/contact", { ...valid, email });
    expect(res.status).toBe(201);
    const body = await json<{ id: string; message: string }>(res);
    expect(body.message).toContain("24 hours");

    const [row] = await submissions(email);
    expect(row).toMatchObject({
      id: body.id,
      name: "Grace Hopper",
      company: "Navy",
      phone: "+1 (555) 010-0199",
      inquiry_type: "enterprise",
      email_sent: true,
      slack_sent: true,
    });
    const mails = await waitForMail(t, SALES);
    const mail = mails.find((m) => m.text.includes(email));
    expect(mail?.subject).toBe("New enterprise inquiry from Grace Hopper");
    expect(mail?.text).toContain("We run 2,000 ads a month and want a demo.");
    expect(slack.received.at(-1)).toMatchObject({ type: "contact", email, inquiry_type: "enterprise" });
    expect(String(slack.received.at(-1)?.text)).toContain("Grace Hopper");
  });

  test("inquiry_type defaults to sales; company and phone are optional", async () => {
    const email = uniqueEmail("minimal");
    const res = await post(t, "/v1/contact", { name: "Ada", email, message: "Hello" });
    expect(res.status).toBe(201);
    const [row] = await submissions(email);
    expect(row).toMatchObject({ inquiry_type: "sales", company: null, phone: null });
  });

  test("a failing Slack webhook never loses the submission", async () => {
    slack.failing = true;
    const email = uniqueEmail("slack-down");
    const res = await post(t, "/v1/contact", { ...valid, email });
    expect(res.status).toBe(201);
    const [row] = await submissions(email);
    expect(row).toMatchObject({ slack_sent: false, email_sent: true });
    slack.failing = false;
  });

  test("validates required fields, email format, the enum and lengths, naming the field", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...valid, name: "" }, "name", "Name is required"],
      [{ ...valid, name: "   " }, "name", "Name is required"],
      [{ ...valid, email: "grace" }, "email", "Invalid email address"],
      [{ ...valid, message: "" }, "message", "Message is required (at most 5000 characters)"],
      [{ ...valid, message: "m".repeat(5001) }, "message", "Message is required (at most 5000 characters)"],
      [
        { ...valid, inquiry_type: "spam" },
        "inquiry_type",
        "inquiry_type must be one of sales, demo, enterprise, support, partnership",
      ],
      [{ ...valid, phone: "call me maybe" }, "phone", "Phone must be a phone number (digits, spaces, + ( ) - .)"],
      [{ ...valid, company: "c".repeat(201) }, "company", "Company must be at most 200 characters"],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(t, "/v1/contact", body);
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toMatchObject({ code: "validation_failed", field, message });
    }
    const { name: _, ...withoutName } = valid;
    expect((await errorOf(await post(t, "/v1/contact", withoutName))).field).toBe("name");
  });

  test("unknown fields are ignored", async () => {
    const email = uniqueEmail("extra");
    const res = await post(t, "/v1/contact", {
      ...valid,
      email,
      email_sent: true,
      id: crypto.randomUUID(),
      admin: true,
    });
    expect(res.status).toBe(201);
    const [row] = await submissions(email);
    expect(row?.id).toBe((await json<{ id: string }>(res)).id);
  });

  test("malformed JSON and an oversized body", async () => {
    const malformed = await t.request("/v1/contact", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshIp() },
      body: '{"name": "x",',
    });
    expect((await errorOf(malformed)).code).toBe("invalid_json");
    const body = JSON.stringify({ ...valid, message: "z".repeat(t.config.maxBodyBytes) });
    const oversized = await t.request("/v1/contact", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "content-length": String(body.length),
        "x-forwarded-for": freshIp(),
      },
      body,
    });
    expect(oversized.status).toBe(413);
    expect((await errorOf(oversized)).code).toBe("payload_too_large");
  });

  test("five messages an hour per IP, then 429 with Retry-After", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await post(t, "/v1/contact", valid, ip)).status).toBe(201);
    const limited = await post(t, "/v1/contact", valid, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("sign-up Slack notification", () => {
  test("a new account posts {type: 'signup', email, timestamp}", async () => {
    const email = uniqueEmail("notify");
    expect((await post(t, "/v1/auth/signup", { email, password: "Blue-Lantern-81" })).status).toBe(200);
    let event: Record<string, unknown> | undefined;
    for (let i = 0; i < 100 && !event; i++) {
      event = slack.received.find((r) => r.type === "signup" && r.email === email);
      if (!event) await Bun.sleep(20);
    }
    expect(event).toMatchObject({ type: "signup", email });
    expect(new Date(String(event?.timestamp)).getTime()).not.toBeNaN();
  });
});
