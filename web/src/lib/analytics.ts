import { client } from "./api.ts";
import { getConsent } from "./consent.ts";

type Props = Record<string, string | number | boolean | null>;

/**
 * Sends a first-party analytics event, but only when the visitor allowed analytics in the
 * cookie banner. Failures are ignored: analytics must never break a page.
 */
export function track(name: string, props?: Props, path: string = window.location.pathname): void {
  if (!getConsent()?.analytics) return;
  Promise.resolve()
    .then(() => client.events.track({ name, path, props }))
    .catch(() => undefined);
}
