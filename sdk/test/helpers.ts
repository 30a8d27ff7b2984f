import path from "node:path";

export const ADS_DIR = path.resolve(import.meta.dir, "../../api/test/fixtures/ads");
export const AD = (name: string) => path.join(ADS_DIR, name);

interface Mail {
  to: string;
  text: string;
}

/** Waits for the dev mailbox (GET /dev/mailbox, outside production) to hold a mail to `to`. */
export async function linkToken(baseUrl: string, to: string, param: "confirm_token" | "token", count = 1) {
  for (let i = 0; i < 200; i++) {
    const res = await fetch(`${baseUrl}/dev/mailbox?to=${encodeURIComponent(to)}`);
    const { data } = (await res.json()) as { data: Mail[] };
    if (data.length >= count) {
      const match = data[0]?.text.match(new RegExp(`[?&]${param}=([A-Za-z0-9_-]+)`));
      if (match?.[1]) return match[1];
    }
    await Bun.sleep(25);
  }
  throw new Error(`no mail with ${param} to ${to}`);
}

export const uniqueEmail = (label = "sdk") => `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
