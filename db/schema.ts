import type { ColumnType, Generated, Insertable, Selectable } from "kysely";

/** Timestamps are written as Date or ISO strings and always read back as Date; inserts may omit them (DB default). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T = unknown> = ColumnType<T, string, string>;

export type Tier = "free" | "basic" | "pro" | "enterprise";

export interface UsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  email_confirmed_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type WorkspaceRole = "owner" | "admin" | "member" | "viewer";

/**
 * Analyses, API tokens, the plan and the monthly quota belong to a workspace. Every account has
 * one personal workspace (personal_owner_id set, never shared); team workspaces have members.
 * The plan columns and counters are read on the workspace that pays: a personal workspace pays
 * for itself, a team workspace runs on its owner's personal workspace (docs/adr/0060).
 */
export interface WorkspacesTable {
  id: Generated<string>;
  name: string;
  personal_owner_id: string | null;
  /** The operator-set tier (e.g. an Enterprise contract); a stored subscription decides over it. */
  plan_tier: Generated<Tier>;
  total_uploads: Generated<number>;
  current_month_uploads: Generated<number>;
  /** Uploads accepted but not yet stored or given back (see quota_reservations). */
  reserved_uploads: Generated<number>;
  last_upload_reset: Timestamp;
  stripe_customer_id: string | null;
  /** Storage key of the logo on its client reports (a normalised PNG), or null. */
  logo_key: Generated<string | null>;
  created_at: Timestamp;
}

export interface WorkspaceMembersTable {
  workspace_id: string;
  user_id: string;
  role: WorkspaceRole;
  created_at: Timestamp;
}

/** An emailed invitation to a team workspace; pending until accepted, revoked or expired. */
export interface WorkspaceInvitationsTable {
  id: Generated<string>;
  workspace_id: string;
  /** Normalised (trimmed, lower-case); only an account with this address can accept. */
  email: string;
  role: Exclude<WorkspaceRole, "owner">;
  /** SHA-256 of the secret in the emailed link. */
  token_hash: string;
  invited_by: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  accepted_at: NullableTimestamp;
  accepted_by: string | null;
  revoked_at: NullableTimestamp;
}

/** One change in a workspace, for its owners and admins (docs/workspaces.md lists the actions). */
export interface AuditEventsTable {
  id: Generated<string>;
  workspace_id: string;
  actor_id: string | null;
  actor_email: string;
  action: string;
  /** What was changed: an email, a user id, a token name, an analysis id. */
  target: string | null;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Timestamp;
}

/** A read-only public link to one analysis or a comparison. */
export interface ShareLinksTable {
  id: Generated<string>;
  workspace_id: string;
  /** SHA-256 of the secret in the link. */
  token_hash: string;
  analysis_ids: string[];
  created_by: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

/** A named folder of analyses inside a workspace. */
export interface ProjectsTable {
  id: Generated<string>;
  workspace_id: string;
  name: string;
  archived_at: NullableTimestamp;
  created_by: string | null;
  created_at: Timestamp;
}

/** A session family: every refresh token rotated from one login shares it. */
export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  user_agent: string | null;
  ip: string | null;
}

export interface RefreshTokensTable {
  id: Generated<string>;
  session_id: string;
  token_hash: string;
  created_at: Timestamp;
  rotated_at: NullableTimestamp;
}

export type EmailTokenPurpose = "confirm" | "reset";

export interface EmailTokensTable {
  id: Generated<string>;
  user_id: string;
  purpose: EmailTokenPurpose;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  count: number;
}

/** A demo concurrency slot (migration 1601): held by the demo job running in it, if any. */
export interface DemoSlotsTable {
  slot: number;
  job_id: string | null;
}

export interface MailboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Timestamp;
}

export type InquiryType = "sales" | "demo" | "enterprise" | "support" | "partnership";

export interface ContactSubmissionsTable {
  id: Generated<string>;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  message: string;
  inquiry_type: InquiryType;
  email_sent: Generated<boolean>;
  slack_sent: Generated<boolean>;
  created_at: Timestamp;
}

export interface ImageAnalysesTable {
  id: Generated<string>;
  workspace_id: string;
  /** Who uploaded it; null once that account is deleted (the analysis stays in the workspace). */
  created_by: string | null;
  /** The project it is filed in, if any. */
  project_id: Generated<string | null>;
  image_key: string;
  heatmap_key: string | null;
  original_filename: string;
  mime_type: string;
  analysis_result: Json;
  effectiveness_score: number | null;
  brand_name: string | null;
  ad_type: string | null;
  target_audience: string | null;
  call_to_action: string | null;
  /** The ≈480 px WebP preview; null until made (at upload, or on first request for older rows). */
  thumbnail_key: string | null;
  created_at: Timestamp;
}

export interface ApiTokensTable {
  id: Generated<string>;
  workspace_id: string;
  /** A token acts as its creator, with the creator's current role in the workspace. */
  created_by: string;
  name: string;
  token_hash: string;
  display_prefix: string;
  is_active: Generated<boolean>;
  created_at: Timestamp;
  last_used_at: NullableTimestamp;
}

export interface SubscriptionsTable {
  workspace_id: string;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  status: string;
  tier: Tier;
  current_period_end: NullableTimestamp;
  cancel_at_period_end: Generated<boolean>;
  updated_at: Timestamp;
  /** A downgrade waiting for the paid period to end; applies from pending_tier_from. */
  pending_tier: ColumnType<Tier | null, Tier | null | undefined, Tier | null>;
  pending_tier_from: NullableTimestamp;
}

export interface BillingEventsTable {
  id: string;
  type: string;
  received_at: Timestamp;
}

export interface UsageNotificationsTable {
  workspace_id: string;
  month: string;
  threshold: number;
  sent_at: Timestamp;
}

/** Stored objects whose owner is gone; a sweeper deletes them and then the row. */
export interface StorageDeletionsTable {
  id: Generated<string>;
  object_key: string;
  attempts: Generated<number>;
  created_at: Timestamp;
}

/** One accepted upload's hold on the quota, until its analysis is stored or it is released. */
export interface QuotaReservationsTable {
  /** The analysis id the reservation is for. */
  id: string;
  /** The workspace whose quota it holds: the one that pays. */
  workspace_id: string;
  /** Past this, the sweep releases it unless its analysis is still on its way. */
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface BatchesTable {
  id: string;
  workspace_id: string;
  /** Who submitted it; null once that account is deleted. */
  created_by: string | null;
  total: number;
  done: Generated<number>;
  failed: Generated<number>;
  created_at: Timestamp;
  completed_at: NullableTimestamp;
}

export type AnalysisJobKind = "interactive" | "batch";
export type AnalysisJobStatus = "queued" | "running" | "done" | "failed";

/** One accepted image from submission to its end; the finished analysis is in image_analyses. */
export interface AnalysisJobsTable {
  /** Also the id of the analysis, its quota reservation and its pg-boss job. */
  id: string;
  workspace_id: string;
  /** Who submitted it; becomes the analysis's created_by. Null once that account is deleted. */
  created_by: string | null;
  batch_id: string | null;
  /** The project the upload named; the analysis is stored in it. Null when none, or once it is deleted. */
  project_id: string | null;
  kind: AnalysisJobKind;
  status: AnalysisJobStatus;
  queue_tag: Generated<number>;
  original_filename: string;
  source_url: string | null;
  image_key: string | null;
  mime_type: string | null;
  attempts: Generated<number>;
  error_code: string | null;
  error_message: string | null;
  created_at: Timestamp;
  started_at: NullableTimestamp;
  completed_at: NullableTimestamp;
}

export type WebhookEvent = "analysis.completed" | "analysis.failed" | "batch.completed";
/** What a delivery carries: a subscribed event, or the `ping` sent by "send test event". */
export type WebhookDeliveryEvent = WebhookEvent | "ping";
export type WebhookDeliveryStatus = "pending" | "succeeded" | "failed";

export interface WebhookEndpointsTable {
  id: string;
  workspace_id: string;
  created_by: string | null;
  url: string;
  events: Json<WebhookEvent[]>;
  secret_encrypted: string;
  /** The first characters of the secret, for recognising it; the rest is never shown again. */
  secret_prefix: string;
  created_at: Timestamp;
}

export interface WebhookDeliveriesTable {
  id: string;
  endpoint_id: string;
  /** Shared by the deliveries of one event to several endpoints. */
  event_id: string;
  event: WebhookDeliveryEvent;
  body: string;
  status: WebhookDeliveryStatus;
  attempts: Generated<number>;
  response_status: number | null;
  error: string | null;
  created_at: Timestamp;
  last_attempt_at: NullableTimestamp;
  delivered_at: NullableTimestamp;
}

/** The first answer to a POST sent with an Idempotency-Key; see migrations/1620. */
export interface IdempotencyKeysTable {
  user_id: string;
  key_hash: string;
  fingerprint: string;
  status: number | null;
  sealed_response: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface AnalyticsEventsTable {
  id: Generated<string>;
  name: string;
  path: string | null;
  props: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

/** Imported results of one analysis's ad: its running totals, replaced by each import. */
export interface AnalysisOutcomesTable {
  analysis_id: string;
  workspace_id: string;
  impressions: ColumnType<string, number, number>;
  clicks: ColumnType<string, number, number>;
  conversions: ColumnType<string | null, number | null, number | null>;
  spend: number | null;
  updated_by: string | null;
  updated_at: Timestamp;
}

export type PerformanceModelStatus = "fitted" | "no_signal" | "insufficient_data";

/** One fit of a workspace's performance model; versions count up per workspace and are kept. */
export interface PerformanceModelsTable {
  id: Generated<string>;
  workspace_id: string;
  version: number;
  status: PerformanceModelStatus;
  target: "ctr";
  sample_size: number;
  cv_rank_correlation: number | null;
  cv_z: number | null;
  /** The fitted coefficients and scaling (services/outcomes/model.ts); null when nothing was fitted. */
  model: ColumnType<unknown, string | null, string | null>;
  created_at: Timestamp;
}

/** A competitor in a brand kit: the name to report and other spellings that mean it. */
export interface KitCompetitor {
  name: string;
  aliases: string[];
}

/** The workspace's brand kit; analyses are read against it (api/src/services/brand-fit/). */
export interface BrandKitsTable {
  workspace_id: string;
  names: Json<string[]>;
  colours: Json<string[]>;
  required_texts: Json<string[]>;
  competitors: Json<KitCompetitor[]>;
  /** Counts the kit's edits, logos included: a stored fit of an older revision is stale. */
  revision: Generated<number>;
  updated_by: string | null;
  updated_at: Timestamp;
}

/**
 * An analysis's brand fit as last read against its workspace's kit (revision `kit_revision`).
 * The four checks are columns, for filters and counts; `fit` is the whole reading.
 */
export interface AnalysisBrandFitsTable {
  analysis_id: string;
  workspace_id: string;
  kit_revision: number;
  brand_found: boolean;
  /** Any kit colour used; null when the kit has no colours. */
  colours_present: boolean | null;
  /** Every required text printed; null when the kit has none. */
  required_text_present: boolean | null;
  competitor_present: boolean;
  fit: Json<unknown>;
  computed_at: Timestamp;
}

/** A logo image of the kit: the brand's own (competitor null) or a competitor's, by name. */
export interface BrandKitLogosTable {
  id: Generated<string>;
  workspace_id: string;
  competitor: string | null;
  image_key: string;
  created_at: Timestamp;
}

/** A workspace's own vision model; the key is AES-256-GCM ciphertext (iv.tag.data, base64url). */
export interface WorkspaceVisionModelsTable {
  workspace_id: string;
  base_url: string;
  model: string;
  key_ciphertext: string;
  /** The key's last four characters, to recognise it by. */
  key_hint: string;
  updated_by: string | null;
  updated_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  workspaces: WorkspacesTable;
  workspace_members: WorkspaceMembersTable;
  workspace_invitations: WorkspaceInvitationsTable;
  audit_events: AuditEventsTable;
  share_links: ShareLinksTable;
  projects: ProjectsTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  email_tokens: EmailTokensTable;
  rate_limits: RateLimitsTable;
  demo_slots: DemoSlotsTable;
  mailbox: MailboxTable;
  contact_submissions: ContactSubmissionsTable;
  image_analyses: ImageAnalysesTable;
  api_tokens: ApiTokensTable;
  subscriptions: SubscriptionsTable;
  billing_events: BillingEventsTable;
  usage_notifications: UsageNotificationsTable;
  storage_deletions: StorageDeletionsTable;
  analytics_events: AnalyticsEventsTable;
  quota_reservations: QuotaReservationsTable;
  batches: BatchesTable;
  analysis_jobs: AnalysisJobsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  analysis_outcomes: AnalysisOutcomesTable;
  performance_models: PerformanceModelsTable;
  brand_kits: BrandKitsTable;
  brand_kit_logos: BrandKitLogosTable;
  analysis_brand_fits: AnalysisBrandFitsTable;
  workspace_vision_models: WorkspaceVisionModelsTable;
  idempotency_keys: IdempotencyKeysTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Workspace = Selectable<WorkspacesTable>;
export type ImageAnalysis = Selectable<ImageAnalysesTable>;
export type ApiToken = Selectable<ApiTokensTable>;
export type Subscription = Selectable<SubscriptionsTable>;
