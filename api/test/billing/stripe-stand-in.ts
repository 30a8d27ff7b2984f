import Stripe from "stripe";

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  authorization: string | null;
  /** The form-encoded body, flattened the way Stripe encodes it: `line_items[0][price]`. */
  params: Record<string, string>;
}

export interface StoredSubscription {
  id: string;
  customer: string;
  price: string;
  status: Stripe.Subscription.Status;
  periodEnd: Date;
  cancelAtPeriodEnd?: boolean;
  /** Metadata as checkout writes it now. */
  workspaceId?: string;
  /** Metadata as checkout wrote it before workspaces. */
  userId?: string;
}

/** A Stripe-shaped subscription object, as the API returns it and as events carry it. */
export function subscriptionObject(s: StoredSubscription) {
  return {
    id: s.id,
    object: "subscription",
    customer: s.customer,
    status: s.status,
    cancel_at_period_end: s.cancelAtPeriodEnd ?? false,
    metadata: {
      ...(s.workspaceId ? { workspace_id: s.workspaceId } : {}),
      ...(s.userId ? { user_id: s.userId } : {}),
    },
    items: {
      object: "list",
      data: [
        {
          id: `si_${s.id}`,
          object: "subscription_item",
          price: { id: s.price, object: "price" },
          current_period_end: Math.floor(s.periodEnd.getTime() / 1000),
        },
      ],
    },
  };
}

/**
 * A local HTTP server speaking the part of the Stripe API AdLens uses. It records every request
 * the real `stripe` library makes and answers from state the test controls.
 */
export function startStripeStandIn() {
  const requests: RecordedRequest[] = [];
  const subscriptions = new Map<string, StoredSubscription>();
  const byIdempotencyKey = new Map<string, unknown>();
  let counter = 0;
  const next = (prefix: string) => `${prefix}_${++counter}${crypto.randomUUID().slice(0, 8)}`;

  const server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    async fetch(request) {
      const url = new URL(request.url);
      const params = Object.fromEntries(new URLSearchParams(await request.text()));
      const idempotencyKey = request.headers.get("idempotency-key");
      requests.push({
        method: request.method,
        path: url.pathname,
        idempotencyKey,
        authorization: request.headers.get("authorization"),
        params,
      });
      const remember = (body: unknown) => {
        if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, body);
        return Response.json(body);
      };
      if (request.method === "POST" && idempotencyKey && byIdempotencyKey.has(idempotencyKey)) {
        return Response.json(byIdempotencyKey.get(idempotencyKey));
      }
      if (request.method === "POST" && url.pathname === "/v1/customers") {
        return remember({ id: next("cus"), object: "customer", email: params.email ?? null, metadata: {} });
      }
      if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
        const id = next("cs_test");
        return remember({
          id,
          object: "checkout.session",
          mode: params.mode,
          url: `https://checkout.stripe.test/c/pay/${id}`,
        });
      }
      if (request.method === "POST" && url.pathname === "/v1/billing_portal/sessions") {
        const id = next("bps");
        return remember({ id, object: "billing_portal.session", url: `https://billing.stripe.test/p/session/${id}` });
      }
      const match = url.pathname.match(/^\/v1\/subscriptions\/([^/]+)$/);
      if (request.method === "GET" && match?.[1]) {
        const sub = subscriptions.get(match[1]);
        if (sub) return Response.json(subscriptionObject(sub));
        return Response.json(
          { error: { type: "invalid_request_error", code: "resource_missing", message: "No such subscription" } },
          { status: 404 },
        );
      }
      return Response.json({ error: { type: "invalid_request_error", message: "unknown route" } }, { status: 404 });
    },
  });

  return {
    url: `http://127.0.0.1:${server.port}`,
    requests,
    subscriptions,
    /** The requests to one endpoint, e.g. `calls("POST", "/v1/checkout/sessions")`. */
    calls: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
    stop: () => server.stop(true),
  };
}

export type StripeStandIn = ReturnType<typeof startStripeStandIn>;

export const STRIPE_TEST_ENV = {
  STRIPE_SECRET_KEY: "sk_test_adlens",
  STRIPE_WEBHOOK_SECRET: "whsec_adlens_test",
  STRIPE_PRICE_BASIC: "price_basic_test",
  STRIPE_PRICE_PRO: "price_pro_test",
};

const signer = new Stripe("sk_test_signer");

/** A webhook request body and its Stripe-Signature header, signed by the real library. */
export async function signedEvent(
  event: { id: string; type: string; object: unknown },
  options: { secret?: string; at?: Date } = {},
) {
  const payload = JSON.stringify({
    id: event.id,
    object: "event",
    type: event.type,
    api_version: "2026-10-28.endive",
    created: Math.floor((options.at ?? new Date()).getTime() / 1000),
    data: { object: event.object },
  });
  return { payload, header: await signPayload(payload, options) };
}

/** The Stripe-Signature header for any body, JSON or not, signed by the real library. */
export function signPayload(payload: string, options: { secret?: string; at?: Date } = {}): Promise<string> {
  return signer.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: options.secret ?? STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET,
    timestamp: Math.floor((options.at ?? new Date()).getTime() / 1000),
  });
}
