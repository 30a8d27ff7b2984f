import type { CallOptions, ClientContext } from "./context.ts";
import { Transport } from "./http.ts";
import { AnalysesResource } from "./resources/analyses.ts";
import { AnalyticsResource } from "./resources/analytics.ts";
import { AuthResource } from "./resources/auth.ts";
import { BatchesResource } from "./resources/batches.ts";
import { BillingResource } from "./resources/billing.ts";
import { BrandKitResource } from "./resources/brand-kit.ts";
import { ContactResource } from "./resources/contact.ts";
import { DemoResource } from "./resources/demo.ts";
import { EventsResource } from "./resources/events.ts";
import { MeResource } from "./resources/me.ts";
import { OutcomesResource } from "./resources/outcomes.ts";
import { PlansResource } from "./resources/plans.ts";
import { ProjectsResource } from "./resources/projects.ts";
import { ShareLinksResource } from "./resources/share-links.ts";
import { TokensResource } from "./resources/tokens.ts";
import { VisionModelResource } from "./resources/vision-model.ts";
import { WebhooksResource } from "./resources/webhooks.ts";
import { WorkspacesResource } from "./resources/workspaces.ts";
import { memorySession, normaliseSession, type Session, type SessionStorage } from "./session.ts";
import { SessionManager } from "./session-manager.ts";
import type { BodyOf, ResponseOf } from "./types.ts";

export interface AdLensOptions {
  /** The API origin, e.g. "https://adlens.example.com". Default "": same origin (browsers). */
  baseUrl?: string;
  /** An API token (`adlens_…`) or a session access token, used when no session is stored. */
  token?: string;
  /** Where the signed-in session lives; enables stored, auto-refreshed sessions. Default: memory. */
  session?: SessionStorage;
  /** A fetch implementation (default: the global one). */
  fetch?: typeof fetch;
  /** Per-attempt timeout in milliseconds. Default 60 000 (analyses can take a few seconds). */
  timeoutMs?: number;
  /** Retries after 429, 5xx and network failures (see the retry policy in the README). Default 2. */
  maxRetries?: number;
  /** Longest `Retry-After` to wait through before giving up. Default 60 000 ms. */
  maxRetryAfterMs?: number;
  /** Refresh in the background every 30 s. Default: on in browsers, off elsewhere. */
  autoRefresh?: boolean;
  /** The clock used for session expiry, in epoch milliseconds. Default Date.now. */
  now?: () => number;
  /** The workspace every workspace-scoped call works in (X-Workspace-Id). Default: your personal one. */
  workspace?: string;
}

export type AnalyzeInput = BodyOf<"/v1/analyze", "post", { image_url: string; filename?: string }>;

/** The AdLens API client. One instance per app (or per credential) is enough. */
export class AdLens {
  readonly auth: AuthResource;
  readonly me: MeResource;
  readonly plans: PlansResource;
  readonly contact: ContactResource;
  readonly analyses: AnalysesResource;
  readonly analytics: AnalyticsResource;
  readonly batches: BatchesResource;
  readonly webhooks: WebhooksResource;
  readonly tokens: TokensResource;
  readonly billing: BillingResource;
  readonly demo: DemoResource;
  readonly events: EventsResource;
  readonly workspaces: WorkspacesResource;
  readonly shareLinks: ShareLinksResource;
  readonly projects: ProjectsResource;
  readonly outcomes: OutcomesResource;
  readonly brandKit: BrandKitResource;
  readonly visionModel: VisionModelResource;
  private readonly ctx: ClientContext;
  private currentWorkspace: string | null;

  constructor(options: AdLensOptions = {}) {
    const now = options.now ?? Date.now;
    this.currentWorkspace = options.workspace ?? null;
    const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
    let http: Transport | undefined;
    const session = new SessionManager(options.session ?? memorySession(), {
      now,
      staticToken: options.token,
      refresh: async (refreshToken) => {
        const raw = await http!.request<Parameters<typeof normaliseSession>[0]>({
          method: "POST",
          path: "/v1/auth/refresh",
          json: { refresh_token: refreshToken },
          auth: false,
        });
        return normaliseSession(raw, now());
      },
    });
    http = new Transport({
      baseUrl: options.baseUrl ?? "",
      fetch: fetchImpl,
      timeoutMs: options.timeoutMs ?? 60_000,
      maxRetries: options.maxRetries ?? 2,
      maxRetryAfterMs: options.maxRetryAfterMs ?? 60_000,
      token: () => session.accessToken(),
      onUnauthorized: (failed) => session.handleUnauthorized(failed),
      workspace: () => this.currentWorkspace,
    });
    this.ctx = { http, session, now };
    this.auth = new AuthResource(this.ctx);
    this.me = new MeResource(this.ctx);
    this.plans = new PlansResource(this.ctx);
    this.contact = new ContactResource(this.ctx);
    this.analyses = new AnalysesResource(this.ctx);
    this.analytics = new AnalyticsResource(this.ctx);
    this.batches = new BatchesResource(this.ctx);
    this.webhooks = new WebhooksResource(this.ctx);
    this.tokens = new TokensResource(this.ctx);
    this.billing = new BillingResource(this.ctx);
    this.demo = new DemoResource(this.ctx);
    this.events = new EventsResource(this.ctx);
    this.workspaces = new WorkspacesResource(this.ctx);
    this.shareLinks = new ShareLinksResource(this.ctx);
    this.projects = new ProjectsResource(this.ctx);
    this.outcomes = new OutcomesResource(this.ctx);
    this.brandKit = new BrandKitResource(this.ctx);
    this.visionModel = new VisionModelResource(this.ctx);
    const inBrowser = typeof window !== "undefined" && typeof document !== "undefined";
    if (options.autoRefresh ?? (inBrowser && options.session !== undefined)) session.startAutoRefresh();
  }

  /** The documented Pro API: analyse the image at `image_url` (spec 02 §3 response shape). */
  analyze(input: AnalyzeInput, opts?: CallOptions) {
    return this.ctx.http.request<ResponseOf<"/v1/analyze", "post">>({
      method: "POST",
      path: "/v1/analyze",
      json: input,
      ...opts,
    });
  }

  /** Works in `workspaceId` from now on (null: the personal workspace); an API token keeps its own. */
  useWorkspace(workspaceId: string | null): void {
    this.currentWorkspace = workspaceId;
  }

  /** The workspace calls work in; null means the personal workspace. */
  get workspace(): string | null {
    return this.currentWorkspace;
  }

  /** Stops the background refresh and storage listeners. */
  close(): void {
    this.ctx.session.stop();
  }

  /** The current session, if any (same as `auth.getSession()`). */
  get session(): Session | null {
    return this.ctx.session.get();
  }
}
