import type { Logger } from "../../log.ts";

const TIMEOUT_MS = 5000;

/**
 * Posts to the Slack incoming webhook when one is configured. Best effort: returns whether it
 * was delivered and never throws, so a Slack outage cannot break the action that triggered it.
 */
export async function notifySlack(
  deps: { config: { mail: { slackWebhookUrl?: string } }; log: Logger },
  payload: { text: string } & Record<string, unknown>,
): Promise<boolean> {
  const url = deps.config.mail.slackWebhookUrl;
  if (!url) return false;
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) {
      deps.log.warn("slack notification refused", { status: response.status });
      return false;
    }
    return true;
  } catch (error) {
    deps.log.warn("slack notification failed", { error });
    return false;
  }
}

/** The spec's sign-up notification (spec 01 §7): type, email, timestamp, plus Slack's text. */
export function notifySignup(deps: Parameters<typeof notifySlack>[0], email: string, now: Date): Promise<boolean> {
  return notifySlack(deps, {
    text: `New AdLens sign-up: ${email}`,
    type: "signup",
    email,
    timestamp: now.toISOString(),
  });
}
