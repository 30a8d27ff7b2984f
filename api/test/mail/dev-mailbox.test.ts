import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createMailer } from "../../src/mail/index.ts";
import { escapeHtml } from "../../src/mail/templates/layout.ts";
import { post, uniqueEmail, waitForMail } from "../auth/helpers.ts";
import { json, startTestApp, type TestApp } from "../harness.ts";

let t: TestApp;
let production: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  production = await startTestApp({ env: { NODE_ENV: "production" } });
}, 60_000);
afterAll(async () => {
  await t.close();
  await production.close();
});

describe("GET /dev/mailbox", () => {
  test("lists caught emails newest first, filtered by ?to=", async () => {
    const email = uniqueEmail("dev");
    const other = uniqueEmail("other");
    await post(t, "/v1/auth/signup", { email, password: "Blue-Lantern-81" });
    await waitForMail(t, email);
    await post(t, "/v1/auth/recover", { email });
    await post(t, "/v1/auth/signup", { email: other, password: "Blue-Lantern-81" });
    const mails = await waitForMail(t, email, 2);
    expect(mails.map((m) => m.subject)).toEqual(["Reset your AdLens password", "Confirm your AdLens account"]);
    expect(mails.every((m) => m.to === email)).toBe(true);
    expect(Object.keys(mails[0] ?? {}).sort()).toEqual(["created_at", "html", "id", "subject", "text", "to"]);

    await waitForMail(t, other);
    const all = await json<{ data: { to: string }[] }>(await t.request("/dev/mailbox"));
    expect(all.data.map((m) => m.to)).toContain(other);
    const upper = await json<{ data: unknown[] }>(await t.request(`/dev/mailbox?to=${email.toUpperCase()}`));
    expect(upper.data).toHaveLength(2);
  });

  test("is not available in production", async () => {
    const res = await production.request("/dev/mailbox");
    expect(res.status).toBe(404);
    expect((await json<{ error: { code: string } }>(res)).error.code).toBe("not_found");
  });
});

describe("email templates", () => {
  test("user-supplied text is escaped in HTML", async () => {
    const email = uniqueEmail("xss");
    const res = await post(t, "/v1/contact", {
      name: '<img src=x onerror="alert(1)">',
      email,
      message: "<script>alert(1)</script>",
    });
    expect(res.status).toBe(201);
    const [mail] = await waitForMail(t, t.config.mail.salesEmail);
    expect(mail?.html).not.toContain("<script>");
    expect(mail?.html).toContain(escapeHtml("<script>alert(1)</script>"));
    expect(mail?.text).toContain("<script>alert(1)</script>");
  });
});

describe("mail without SMTP", () => {
  function capturingLog() {
    const lines: Record<string, unknown>[] = [];
    const log = (msg: string, fields?: Record<string, unknown>) => void lines.push({ msg, ...fields });
    return { lines, log: { debug: log, info: log, warn: log, error: log } };
  }
  const message = { to: "a@example.com", subject: "Confirm", text: "token=secret-123", html: "<p>x</p>" };

  test("the log shows the message text in development, never in production (it carries tokens)", async () => {
    const dev = capturingLog();
    await createMailer(t.config, t.deps.db, dev.log).send(message);
    expect(JSON.stringify(dev.lines)).toContain("secret-123");

    const prod = capturingLog();
    await createMailer(production.config, production.deps.db, prod.log).send(message);
    expect(JSON.stringify(prod.lines)).not.toContain("secret-123");
    expect(JSON.stringify(prod.lines)).toContain("SMTP_URL is not set");
    const stored = await production.deps.db.selectFrom("mailbox").select("text_body").execute();
    expect(stored.map((m) => m.text_body)).toContain("token=secret-123");
  });
});

describe("GET /dev/mailbox in a browser", () => {
  test("a browser gets a readable page with the links clickable and the mail's HTML sandboxed", async () => {
    const email = uniqueEmail("browser");
    await post(t, "/v1/auth/signup", { email, password: "Blue-Lantern-81" });
    const [mail] = await waitForMail(t, email);
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0] ?? "";
    expect(link).toContain("token=");

    const res = await t.request(`/dev/mailbox?to=${encodeURIComponent(email)}`, {
      headers: { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    const page = await res.text();
    expect(page).toContain(`<title>Dev mailbox: ${email} · AdLens</title>`);
    expect(page).toContain("<h2>Confirm your AdLens account</h2>");
    expect(page).toContain(`<a href="${escapeHtml(link)}">`);
    expect(page).toContain("<iframe sandbox ");
    expect(page).not.toContain("<script");

    // Scripts keep getting JSON, and either form can be asked for explicitly.
    expect((await t.request("/dev/mailbox")).headers.get("content-type")).toContain("application/json");
    const forced = await t.request("/dev/mailbox?format=html");
    expect(forced.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await forced.text()).toContain("<h1>Dev mailbox</h1>");
  });
});
