import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { SMTPServer } from "smtp-server";
import { post, tokenFrom, uniqueEmail } from "../auth/helpers.ts";
import { startTestApp, type TestApp } from "../harness.ts";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port, keeping every message it accepts. */
const inbox: Received[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (c: Buffer) => chunks.push(c));
    stream.on("end", () => {
      inbox.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString("utf8"),
      });
      callback();
    });
  },
});

/** Undoes quoted-printable so assertions can read the body the way a mail client shows it. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

async function waitForSmtp(to: string): Promise<Received> {
  for (let i = 0; i < 200; i++) {
    const found = inbox.find((m) => m.to.includes(to));
    if (found) return found;
    await Bun.sleep(25);
  }
  throw new Error(`no SMTP message to ${to}`);
}

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const address = smtp.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  t = await startTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "AdLens <hello@adlens.test>" },
  });
}, 60_000);
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe("SMTP delivery", () => {
  test("a sign-up's confirmation goes out over SMTP as text + HTML with a working link", async () => {
    const email = uniqueEmail("smtp");
    expect((await post(t, "/v1/auth/signup", { email, password: "Blue-Lantern-81" })).status).toBe(200);
    const message = await waitForSmtp(email);
    expect(message.from).toBe("hello@adlens.test");
    const decoded = decodeQuotedPrintable(message.raw);
    expect(decoded).toContain("Subject: Confirm your AdLens account");
    expect(decoded).toMatch(/Content-Type: multipart\/alternative/i);
    expect(decoded).toMatch(/Content-Type: text\/plain/i);
    expect(decoded).toMatch(/Content-Type: text\/html/i);
    expect(decoded).toContain(`${t.config.publicUrl}/login?confirm_token=`);

    const token = tokenFrom({ to: email, subject: "", text: decoded, html: "", created_at: "" }, "confirm_token");
    const confirmed = await post(t, "/v1/auth/confirm", { token });
    expect(confirmed.status).toBe(200);

    // With SMTP configured nothing lands in the dev mailbox.
    const stored = await t.deps.db.selectFrom("mailbox").select("id").where("to_address", "=", email).execute();
    expect(stored).toEqual([]);
  });
});
