/**
 * Request and response examples per operation, keyed by operationId. A response example is
 * either a value written here or a reference to one of the shared `components/examples`
 * (`ref("Analysis")`), so the large analysis shapes appear once in the document.
 */
import type { AnalysisResult } from "../../analysis/result.ts";
import { csvHeader, csvRecord } from "../../services/analyses/export.ts";
import { EXPORT_LINK_LIFETIME, signedObjectUrl } from "../../services/analyses/signed-url.ts";
import { PLANS } from "../../services/plans/plans.ts";
import {
  ANALYSIS,
  ANALYSIS_2,
  ANALYSIS_QUEUED,
  ANALYSIS_STATE,
  API_TOKEN,
  BATCH,
  COLLEAGUE_EMAIL,
  CREATED,
  EMAIL,
  IDS,
  INVITATION,
  LATER,
  MEMBER,
  PERSONAL_WORKSPACE,
  PROJECT,
  SESSION,
  summaryOf,
  TOKEN,
  USER,
  WEBHOOK,
  WEBHOOK_SECRET,
  WORKSPACE,
} from "./values.ts";

/** An Example Object: a value with a one-line summary. */
export interface Example {
  summary: string;
  value: unknown;
}
/** A reference to a shared example in `components/examples`. */
export interface ExampleRef {
  $ref: string;
}
export type AnyExample = Example | ExampleRef;

export interface OperationExamples {
  /** The request body's example: one for every content type, or one per content type. */
  request?: AnyExample | Record<string, AnyExample>;
  /** Examples of the 2xx answers that have a body, by status. */
  responses: Record<string, AnyExample>;
}

const ex = (summary: string, value: unknown): Example => ({ summary, value });

/** The examples shared by several operations, written once under `components/examples`. */
export const SHARED_EXAMPLES = {
  Analysis: ex("An analysis in full: signed links and the typed result", ANALYSIS),
  AnalysisDone: ex("A finished analysis, as GET /v1/analyses/{id} answers it", ANALYSIS_STATE),
  AnalysisQueued: ex("Still waiting for a worker: read it again with GET /v1/analyses/{id}", ANALYSIS_QUEUED),
  Session: ex("A session: short-lived access token and single-use refresh token", SESSION),
  Workspace: ex("A team workspace on its owner's Enterprise plan", WORKSPACE),
  Project: ex("A project holding two analyses", PROJECT),
  Batch: ex("A batch of two images, one done", BATCH),
  Webhook: ex("A webhook endpoint; the full secret is shown only when created or rotated", {
    ...WEBHOOK,
    secret: WEBHOOK_SECRET,
  }),
} satisfies Record<string, Example>;

export const ref = (name: keyof typeof SHARED_EXAMPLES): ExampleRef => ({ $ref: `#/components/examples/${name}` });

const credentials = ex("An e-mail address and password", { email: EMAIL, password: "Correct-Horse-42" });
const email = ex("The account's e-mail address", { email: EMAIL });
const sent = (message: string) => ex("The same answer whether or not the address has an account", { message });
const page = <T>(summary: string, data: T[]) => ex(summary, { data, next_cursor: null });
const imageUpload = ex("A file upload (multipart/form-data)", {
  file: "<binary PNG bytes>",
  filename: "quiet-tea.png",
});

/** A workspace's own vision model, as the API shows it. */
const VISION_MODEL = {
  configured: true,
  base_url: "https://llm.northwind.example/v1",
  model: "llava-v1.6-34b",
  key_hint: "…9f3a",
  updated_at: "2026-11-20T09:30:00.000Z",
};

/** A workspace's brand kit. */
const BRAND_KIT = {
  names: ["Northwind", "NW Foods"],
  colours: ["#0B3D91", "#FFC72C"],
  required_texts: ["Terms apply."],
  competitors: [
    { name: "Rivalco", aliases: ["Rival Co"] },
    { name: "Acme", aliases: [] },
  ],
  logos: [{ id: "3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a98", competitor: "Acme", created_at: "2026-11-20T09:30:00.000Z" }],
  updated_at: "2026-11-20T09:30:00.000Z",
};

/** A fit of a workspace's performance model that predicts better than chance. */
const FITTED_MODEL = {
  id: "9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a",
  version: 2,
  status: "fitted",
  target: "ctr",
  sample_size: 64,
  min_sample_size: 30,
  cv_rank_correlation: 0.41,
  drivers: [
    { feature: "cta_contrast", label: "Call-to-action contrast", effect: "raises", weight: 0.212 },
    { feature: "word_count", label: "Words on the ad", effect: "lowers", weight: 0.147 },
    { feature: "people", label: "People in the ad", effect: "raises", weight: 0.061 },
  ],
  fitted_at: "2026-11-20T09:30:00.000Z",
};

export const OPERATION_EXAMPLES: Record<string, OperationExamples> = {
  getHealth: {
    responses: {
      200: ex("Database and storage answer", {
        status: "ok",
        version: "0.1.0",
        database: { status: "ok", kind: "postgres", latency_ms: 0.8 },
        storage: { status: "ok", kind: "s3" },
        uptime_s: 86400,
      }),
    },
  },
  listPlans: {
    responses: { 200: ex("The plans on offer", { data: PLANS, sales_email: "sales@adlens.example" }) },
  },
  signup: {
    request: credentials,
    responses: { 200: sent("Check your email to confirm your account.") },
  },
  resendConfirmation: {
    request: email,
    responses: { 200: sent("If the account exists and is unconfirmed, we sent a new confirmation email.") },
  },
  confirmSignup: {
    request: ex("The token from the e-mailed link", { token: "k8Zq2Wm5Xr9Tb1Nc4Vd7Lf0Hs3Jp6Gy" }),
    responses: { 200: ref("Session") },
  },
  login: { request: credentials, responses: { 200: ref("Session") } },
  refreshSession: {
    request: ex("The refresh token from the last session", { refresh_token: SESSION.refresh_token }),
    responses: { 200: ref("Session") },
  },
  recoverPassword: {
    request: email,
    responses: { 200: sent("If an account exists for this email, we sent a password reset link.") },
  },
  resetPassword: {
    request: ex("The token from the e-mailed link and a new password", {
      token: "p3Lk6Jh9Gf2Ds5Aq8Wz1Xc4Vb7Nm0Qr",
      password: "New-Password-17",
    }),
    responses: { 200: ex("Done: sign in with the new password", { message: "Your password has been reset." }) },
  },
  getMe: {
    responses: {
      200: ex("The signed-in user, their plan and usage, and the workspace the call works in", {
        user: USER,
        profile: {
          subscription_tier: "pro",
          total_uploads: 148,
          current_month_uploads: 23,
          last_upload_reset: "2026-03-01T00:00:00.000Z",
        },
        subscription: { subscribed: true, subscription_tier: "pro", subscription_end: "2026-03-31T23:59:59.000Z" },
        workspace: { id: IDS.personal, name: "Personal", personal: true, role: "owner" },
      }),
    },
  },
  changePassword: {
    request: ex("The current password and a new one", {
      current_password: "Correct-Horse-42",
      new_password: "New-Password-17",
    }),
    responses: {
      200: ex("Done; other sessions are signed out", { message: "Your password has been changed." }),
    },
  },
  createContactSubmission: {
    request: ex("An Enterprise enquiry", {
      name: "Ada Lovelace",
      email: EMAIL,
      company: "Northwind Studio",
      message: "We run 40 campaigns a month for retail clients and would like a demo of team workspaces.",
      inquiry_type: "enterprise",
    }),
    responses: {
      201: ex("Received", {
        id: IDS.contact,
        created_at: CREATED,
        message: "Thanks! We'll get back to you within one business day.",
      }),
    },
  },
  createAnalysis: {
    request: {
      "multipart/form-data": imageUpload,
      "application/json": ex("An image on the web, fetched by the API and filed in a project", {
        image_url: "https://cdn.northwind.example/ads/quiet-tea.png",
        filename: "quiet-tea.png",
        project_id: PROJECT.id,
      }),
    },
    responses: { 201: ref("Analysis"), 202: ref("AnalysisQueued") },
  },
  listAnalyses: {
    responses: {
      200: ex("The newest analyses, one page", {
        data: [summaryOf(ANALYSIS_2), summaryOf(ANALYSIS)],
        next_cursor: "WyIyMDI2LTAzLTAyVDA5OjQxOjEyLjAwMDAwMFoiLCIwYjVlN2YwYSJd",
      }),
    },
  },
  exportAnalyses: {
    responses: {
      200: ex(
        "format=csv, written by the exporter itself (json and ndjson carry the same records as objects)",
        csvHeader() +
          [ANALYSIS_2, ANALYSIS]
            .map((a) =>
              csvRecord({
                id: a.id,
                filename: a.filename,
                created_at: a.created_at,
                // Signed as the exporter signs, with a secret that exists only in this example.
                image_url: `https://adlens.example${signedObjectUrl("example-secret", a.id, "image", new Date(CREATED), { lifetime: EXPORT_LINK_LIFETIME })}`,
                analysis_result: a.analysis_result as AnalysisResult,
              }),
            )
            .join(""),
      ),
    },
  },
  compareAnalyses: {
    request: ex("Two to four analyses of the workspace", { ids: [IDS.analysis, IDS.analysis2] }),
    responses: {
      200: ex("Both analyses in full, and which performs best", {
        data: [ANALYSIS, ANALYSIS_2],
        summary: {
          best_performer: {
            id: IDS.analysis2,
            filename: "summer-sale.png",
            score: ANALYSIS_2.effectiveness_score,
          },
          average_score: Math.round(((ANALYSIS.effectiveness_score + ANALYSIS_2.effectiveness_score) / 2) * 10) / 10,
          common_theme: ANALYSIS_2.ad_type,
        },
      }),
    },
  },
  getAnalysis: { responses: { 200: ref("AnalysisDone") } },
  analyzeImage: {
    request: ex("The documented Pro API: an image URL", {
      image_url: "https://cdn.northwind.example/ads/summer-sale.png",
      filename: "summer-sale.png",
    }),
    responses: {
      200: ex("The spec's response shape", {
        success: true,
        analysis_id: IDS.analysis2,
        analysis: {
          effectiveness_score: ANALYSIS_2.effectiveness_score,
          ad_type: ANALYSIS_2.ad_type,
          brand: ANALYSIS_2.brand_name,
          target_audience: null,
          colors: ANALYSIS_2.analysis_result.color_scheme,
          emotions: ANALYSIS_2.analysis_result.emotions,
          call_to_action: ANALYSIS_2.call_to_action,
          strengths: ANALYSIS_2.analysis_result.strengths,
          improvements: ANALYSIS_2.analysis_result.recommendations,
          overall_message: null,
        },
        usage: { current_month: 24, monthly_limit: 500, remaining: 476 },
        created_at: CREATED,
      }),
      202: ref("AnalysisQueued"),
    },
  },
  createBatch: {
    request: {
      "multipart/form-data": ex("Files, the `files` field repeated", {
        files: ["<binary PNG bytes>", "<binary PNG bytes>"],
      }),
      "application/json": ex("Images on the web, all filed in one project", {
        images: [
          { image_url: "https://cdn.northwind.example/ads/summer-sale.png", filename: "summer-sale.png" },
          { image_url: "https://cdn.northwind.example/ads/quiet-tea.png", filename: "quiet-tea.png" },
        ],
        project_id: PROJECT.id,
      }),
    },
    responses: {
      202: ex("Queued: follow it with GET /v1/batches/{id}", {
        ...BATCH,
        status: "queued",
        counts: { queued: 2, running: 0, done: 0, failed: 0 },
        items: BATCH.items.map((item) => ({ ...item, status: "queued" })),
      }),
    },
  },
  getBatch: { responses: { 200: ref("Batch") } },
  cancelBatch: {
    responses: {
      200: ex("The item that had not started is cancelled; the running one finishes", {
        ...BATCH,
        counts: { queued: 0, running: 1, done: 0, failed: 1 },
        items: [
          { ...BATCH.items[1], status: "running" },
          {
            ...BATCH.items[0],
            status: "failed",
            error: { code: "cancelled", message: "Cancelled before it started; not counted against the quota." },
          },
        ],
      }),
    },
  },
  listWebhooks: { responses: { 200: ex("The workspace's endpoints", { data: [WEBHOOK] }) } },
  createWebhook: {
    request: ex("An HTTPS endpoint and the events it wants", {
      url: WEBHOOK.url,
      events: WEBHOOK.events,
    }),
    responses: { 201: ref("Webhook") },
  },
  rotateWebhookSecret: { responses: { 200: ref("Webhook") } },
  testWebhook: {
    responses: {
      202: ex("The ping, queued", {
        id: IDS.delivery,
        event_id: IDS.event,
        event: "ping",
        status: "pending",
        attempts: 0,
        response_status: null,
        error: null,
        created_at: CREATED,
        last_attempt_at: null,
        delivered_at: null,
      }),
    },
  },
  listWebhookDeliveries: {
    responses: {
      200: page("The latest deliveries", [
        {
          id: IDS.delivery,
          event_id: IDS.event,
          event: "analysis.completed",
          status: "succeeded",
          attempts: 1,
          response_status: 200,
          error: null,
          created_at: CREATED,
          last_attempt_at: CREATED,
          delivered_at: CREATED,
        },
      ]),
    },
  },
  getAnalytics: {
    responses: {
      200: ex("Insights across the workspace's two analyses", {
        insights: {
          total_analyses: 2,
          avg_effectiveness: 7,
          avg_message_clarity: 7.3,
          top_colors: [
            { color: "#FFFFFF", percentage: 50 },
            { color: "#E8E8E8", percentage: 50 },
          ],
          top_emotions: [{ emotion: "Calm", percentage: 100 }],
          ad_type_distribution: { [ANALYSIS_2.ad_type]: 2 },
          brand_analysis: { NORDA: 1 },
          target_audience_breakdown: {},
          visual_style_trends: { Minimal: 2 },
          call_to_action_analysis: { "Shop now": 2 },
          recommendation_frequency: [
            { recommendation: "No brand wordmark was read; make the brand name or logo clearly visible.", count: 1 },
          ],
          improvement_areas: [{ rule: "cta_contrast", area: "CTA contrast", count: 1, percentage: 50 }],
          color_families: [
            { family: "Neutral", swatch: "#E8E8E8", share: 88.4, ads: 2 },
            { family: "Red", swatch: "#D62828", share: 2, ads: 1 },
          ],
          effectiveness_distribution: { low: 1, medium: 0, high: 1 },
          monthly_trends: [{ month: "2026-03", count: 2, avg_effectiveness: 7 }],
          performance_by_brand: [{ brand: "NORDA", avg_effectiveness: ANALYSIS_2.effectiveness_score, count: 1 }],
        },
        ai_recommendations: {
          performance_insights: ["1 of 2 ads scores 8 or more; the weaker one loses most points on contrast."],
          strategic_recommendations: ["Put every call to action on a button with at least 4.5:1 contrast."],
          color_optimization: "Pair light backgrounds with a saturated accent for the button, as summer-sale.png does.",
          emotional_appeal: "Calm dominates; test an energetic variant for promotions.",
        },
      }),
    },
  },
  listTokens: { responses: { 200: ex("The caller's tokens, values masked", { data: [TOKEN] }) } },
  createToken: {
    request: ex("A name to recognise it by", { name: TOKEN.name }),
    responses: {
      201: ex("The token's value, shown only now", {
        ...TOKEN,
        last_used_at: null,
        token: API_TOKEN,
      }),
    },
  },
  demoAnalyze: {
    request: ex("An image file; nothing is stored", { file: "<binary PNG bytes>" }),
    responses: {
      200: ex("The analysis and its heatmap as a data URL", {
        filename: ANALYSIS.filename,
        created_at: CREATED,
        analysis_result: ANALYSIS.analysis_result,
        heatmap_url:
          "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      }),
    },
  },
  getSubscription: {
    responses: {
      200: ex("An active Pro subscription", {
        subscribed: true,
        subscription_tier: "pro",
        subscription_end: "2026-03-31T23:59:59.000Z",
        status: "active",
        cancel_at_period_end: false,
        pending_tier: null,
        billing_mode: "stripe",
      }),
    },
  },
  createCheckout: {
    request: ex("The plan to buy", { plan_tier: "pro" }),
    responses: { 200: ex("Open the url to pay", { url: "https://checkout.stripe.com/c/pay/cs_test_a1B2c3D4e5F6" }) },
  },
  createPortalSession: {
    responses: {
      200: ex("Open the url to manage the plan", { url: "https://billing.stripe.com/p/session/test_YWNjdA" }),
    },
  },
  handleBillingWebhook: {
    responses: { 200: ex("Stripe's event was processed", { received: true, duplicate: false }) },
  },
  createEvent: {
    request: ex("A page the visitor could not find", { name: "page_not_found", path: "/pricing-old" }),
    responses: { 202: ex("Accepted", { accepted: true }) },
  },
  listWorkspaces: {
    responses: { 200: ex("Your personal workspace and a team", { data: [PERSONAL_WORKSPACE, WORKSPACE] }) },
  },
  createWorkspace: {
    request: ex("A name for the team", { name: WORKSPACE.name }),
    responses: { 201: ref("Workspace") },
  },
  getWorkspace: { responses: { 200: ref("Workspace") } },
  updateWorkspace: {
    request: ex("A new name", { name: WORKSPACE.name }),
    responses: { 200: ref("Workspace") },
  },
  setWorkspaceLogo: {
    request: ex("A PNG, JPEG or WebP logo", { file: "<binary PNG bytes>" }),
    responses: { 200: ref("Workspace") },
  },
  listMembers: {
    responses: {
      200: page("The owner and a member", [
        { user_id: IDS.user, email: EMAIL, role: "owner", joined_at: WORKSPACE.created_at },
        MEMBER,
      ]),
    },
  },
  listInvitations: { responses: { 200: page("One pending invitation", [INVITATION]) } },
  createInvitation: {
    request: ex("Invite a client as a viewer", { email: INVITATION.email, role: "viewer" }),
    responses: { 201: ex("Invited: the link is e-mailed, valid 7 days", INVITATION) },
  },
  updateMember: {
    request: ex("Make a member an admin", { role: "admin" }),
    responses: { 200: ex("The member with the new role", { ...MEMBER, role: "admin" }) },
  },
  listAuditLog: {
    responses: {
      200: page("Who changed what, newest first", [
        {
          id: IDS.auditEntry,
          action: "member.role_changed",
          actor: { id: IDS.user, email: EMAIL },
          target: COLLEAGUE_EMAIL,
          details: { from: "member", to: "admin" },
          created_at: LATER,
        },
      ]),
    },
  },
  acceptInvitation: {
    request: ex("The token from the invitation link", { token: "v5Bn8Mq1Wr4Ty7Ui0Op3As6Df9Gh2Jk" }),
    responses: { 200: ex("The workspace joined", { ...WORKSPACE, role: "viewer" }) },
  },
  listShareLinks: {
    responses: {
      200: page("One active link to a comparison", [
        {
          id: IDS.shareLink,
          kind: "comparison",
          status: "active",
          analysis_ids: [IDS.analysis, IDS.analysis2],
          analyses: [
            { id: IDS.analysis, filename: ANALYSIS.filename },
            { id: IDS.analysis2, filename: ANALYSIS_2.filename },
          ],
          created_by: { id: IDS.user, email: EMAIL },
          created_at: CREATED,
          expires_at: "2026-03-09T09:41:12.000Z",
          revoked_at: null,
        },
      ]),
    },
  },
  createShareLink: {
    request: ex("Share a comparison for 7 days", { analysis_ids: [IDS.analysis, IDS.analysis2], expires_in_days: 7 }),
    responses: {
      201: ex("The public url, shown only now", {
        id: IDS.shareLink,
        url: "https://adlens.example/shared/Xk9mQ2vL7pR4tW1zB8nC5dF0gH3jK6sA",
        kind: "comparison",
        analysis_ids: [IDS.analysis, IDS.analysis2],
        created_at: CREATED,
        expires_at: "2026-03-09T09:41:12.000Z",
      }),
    },
  },
  getShared: {
    responses: {
      200: ex("A shared analysis: image, heatmap, result and brand fit (no competitor names), nothing else", {
        kind: "analysis",
        expires_at: "2026-03-09T09:41:12.000Z",
        analyses: [
          {
            filename: ANALYSIS.filename,
            created_at: CREATED,
            image_url: ANALYSIS.image_url,
            heatmap_url: ANALYSIS.heatmap_url,
            analysis_result: ANALYSIS.analysis_result,
            brand_fit: {
              own_brand: { found: true, found_by: ["brand_name", "text"] },
              colours: [{ hex: "#0B3D91", present: true }],
              required_text: [{ text: "Terms apply", present: true }],
              competitor_present: false,
            },
          },
        ],
      }),
    },
  },
  listProjects: { responses: { 200: page("The workspace's open projects", [PROJECT]) } },
  createProject: {
    request: ex("A name, unique in the workspace", { name: PROJECT.name }),
    responses: { 201: ex("A new, empty project", { ...PROJECT, analyses: 0 }) },
  },
  updateProject: {
    request: ex("Rename it and file two analyses in it", {
      name: PROJECT.name,
      analysis_ids: [IDS.analysis, IDS.analysis2],
    }),
    responses: { 200: ref("Project") },
  },
  importOutcomes: {
    request: ex("Running totals per ad, by analysis id or by file name", {
      outcomes: [
        { analysis_id: IDS.analysis, impressions: 48_200, clicks: 603, conversions: 41, spend: 310.5 },
        { filename: "summer-sale.png", impressions: 51_900, clicks: 388 },
        { filename: "winter-teaser.png", impressions: 1_200, clicks: 9 },
      ],
    }),
    responses: {
      200: ex("Two written, one naming no analysis; a refit was queued", {
        imported: 2,
        unmatched: [{ index: 2, key: "winter-teaser.png", reason: "no analysis has this file name" }],
        refit_queued: true,
      }),
    },
  },
  listPerformanceModels: {
    responses: { 200: page("One fit, which predicts better than chance", [FITTED_MODEL]) },
  },
  getAnalysisPerformance: {
    responses: {
      200: ex("Predicted above the workspace's average, with what drives it", {
        status: "fitted",
        message: "Predicted from this workspace's own results.",
        model: FITTED_MODEL,
        index: 128,
        drivers: FITTED_MODEL.drivers.slice(0, 2),
        outcome: { impressions: 48_200, clicks: 603, conversions: 41, spend: 310.5, ctr: 0.01251 },
      }),
    },
  },
  getBrandKit: { responses: { 200: ex("A kit with one competitor's logo", BRAND_KIT) } },
  putBrandKit: {
    request: ex("Names, colours, a required line and two competitors", {
      names: BRAND_KIT.names,
      colours: BRAND_KIT.colours,
      required_texts: BRAND_KIT.required_texts,
      competitors: BRAND_KIT.competitors,
    }),
    responses: { 200: ex("The kit as saved", BRAND_KIT) },
  },
  addBrandKitLogo: {
    request: ex("A competitor's logo, cropped to the mark", { file: "<binary PNG bytes>" }),
    responses: { 201: ex("Stored for that competitor", BRAND_KIT.logos[0]) },
  },
  getAnalysisBrandFit: {
    responses: {
      200: ex("Own brand read, one kit colour used, the disclaimer missing, a competitor's logo found", {
        own_brand: { found: true, found_by: ["brand_name", "text"], matched: "Northwind", logo_score: null },
        colours: [
          { hex: "#0B3D91", present: true, closest: "#0C3E90", delta_e: 0.6, share: 61.2 },
          { hex: "#FFC72C", present: false, closest: "#F2F2F2", delta_e: 38.4, share: 22.5 },
        ],
        required_text: [{ text: "Terms apply.", present: false }],
        competitors: [
          { name: "Rivalco", found_by: [], matched: null, logo_score: null },
          { name: "Acme", found_by: ["logo"], matched: null, logo_score: 0.86 },
        ],
        competitor_present: true,
      }),
    },
  },
  getBrandFitAnalytics: {
    responses: {
      200: ex("120 analyses, 4 still being read against a kit edited a minute ago", {
        total_analyses: 120,
        read: 116,
        pending: 4,
        checks: [
          { check: "brand_found", yes: 101, no: 15, avg_effectiveness_yes: 7.2, avg_effectiveness_no: 5.9 },
          { check: "colours_present", yes: 88, no: 28, avg_effectiveness_yes: 7.1, avg_effectiveness_no: 6.6 },
          { check: "required_text_present", yes: 97, no: 19, avg_effectiveness_yes: 7, avg_effectiveness_no: 6.8 },
          { check: "competitor_present", yes: 6, no: 110, avg_effectiveness_yes: 6.1, avg_effectiveness_no: 7 },
        ],
        competitors: [
          { name: "Acme", analyses: 4 },
          { name: "Rivalco", analyses: 2 },
        ],
      }),
    },
  },
  getVisionModel: { responses: { 200: ex("The workspace's own model; the key shows only its end", VISION_MODEL) } },
  setVisionModel: {
    request: ex("An OpenAI-compatible endpoint, a vision model and its key", {
      base_url: VISION_MODEL.base_url,
      model: VISION_MODEL.model,
      api_key: "sk-live-…-9f3a",
    }),
    responses: { 200: ex("Saved; the key is encrypted and never returned", VISION_MODEL) },
  },
  testVisionModel: {
    responses: {
      200: ex("The endpoint answered with the stored key", {
        ok: true,
        status: 200,
        latency_ms: 412,
        message: "The model llava-v1.6-34b answered.",
      }),
    },
  },
};
