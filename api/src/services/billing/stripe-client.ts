import Stripe from "stripe";
import { ApiError } from "../../errors.ts";
import type { Logger } from "../../log.ts";

import type { StripeConfig } from "./mode.ts";

const clients = new WeakMap<StripeConfig, Stripe>();

/**
 * One client per configuration. STRIPE_API_BASE points the library at another host (a local
 * stand-in in tests, or an egress proxy); without it the library talks to api.stripe.com.
 */
export function stripeClient(config: StripeConfig): Stripe {
  const cached = clients.get(config);
  if (cached) return cached;
  const base = config.apiBase ? new URL(config.apiBase) : undefined;
  const client = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: "AdLens" },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "http:" ? 80 : 443),
          protocol: base.protocol === "http:" ? "http" : "https",
        }
      : {}),
  });
  clients.set(config, client);
  return client;
}

/**
 * A provider failure (Stripe down, unreachable, refusing the key) as billing_error (502), logged
 * without secrets; anything else is returned unchanged.
 */
export function asBillingError(log: Logger, action: string, error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  log.error("stripe call failed", { action, type: error.type, code: error.code, message: error.message });
  return new ApiError("billing_error", "The payment provider could not complete the request. Please try again.");
}

/** Runs a Stripe call; a provider failure becomes billing_error (see asBillingError). */
export async function callStripe<T>(log: Logger, action: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw asBillingError(log, action, error);
  }
}
