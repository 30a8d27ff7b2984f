/**
 * The example values the OpenAPI document shows, one coherent story: Ada of Northwind Studio
 * analyses two ads, compares them, files them in a project and shares one. The two analysis
 * results are the local engine's real output for the generated ads the CLI tests use
 * (`faint-tea.png`, `bold-sale.png` in cli/test/helpers.ts), so every field is what the engine
 * writes. Spectral checks each example against its schema (`bun run openapi:lint`).
 */
import quietTea from "./quiet-tea.result.json" with { type: "json" };
import summerSale from "./summer-sale.result.json" with { type: "json" };

export const IDS = {
  user: "3f2b8c1e-6a4d-4f7e-9b2c-1d0e5a7c9f31",
  colleague: "8a1d4e6f-2b3c-4d5e-8f9a-0b1c2d3e4f56",
  personal: "c4e9a1b7-5d2f-4e8a-9c3b-6f1d0e2a7b84",
  team: "e7b3d9f1-4a6c-4b2e-8d5f-9a0c1b3e5d72",
  analysis: "0b5e7f0a-3c1d-4e2f-9a8b-7c6d5e4f3a21",
  analysis2: "6f1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b",
  batch: "9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a",
  project: "2c4e6a8b-0d1f-4e3a-9c5b-7d9f1a3c5e7b",
  shareLink: "4a6c8e0b-2d4f-4a1c-8e3b-5d7f9b1d3f5a",
  token: "1e3c5a7b-9d0f-4b2e-8c4a-6e8d0f2b4c6e",
  webhook: "5b7d9f1a-3c5e-4a7c-9e1b-3d5f7a9c1e3b",
  delivery: "7f9b1d3e-5a7c-4e9b-8d1f-3a5c7e9b1d3f",
  event: "0a2c4e6f-8b0d-4f2a-9c4e-6b8d0f2a4c6e",
  invitation: "6d8f0b2c-4e6a-4c8e-9a0d-2f4b6d8f0a2c",
  auditEntry: "8e0a2c4d-6f8b-4d0f-9b2d-4a6c8e0b2d4f",
  contact: "3b5d7f9a-1c3e-4b5d-8f7a-9c1e3b5d7f9a",
} as const;

export const EMAIL = "ada@northwind.example";
export const COLLEAGUE_EMAIL = "grace@northwind.example";
export const CREATED = "2026-03-02T09:41:12.000Z";
export const LATER = "2026-03-02T09:44:05.000Z";
const EXPIRES = 1772445600;
/** 64 hex characters, the random part of API tokens and webhook secrets. */
const HEX64 = "4f9c2e7a1b8d3f6c0e5a9b2d7f4c1e8a3b6d0f9c2e5a8b1d4f7c0e3a6b9d2f5c";
export const API_TOKEN = `adlens_${HEX64}`;
export const WEBHOOK_SECRET = `whsec_${[...HEX64].reverse().join("")}`;

const signed = (id: string, kind: "image" | "heatmap" | "thumbnail", sig: string) =>
  `/v1/analyses/${id}/${kind}?expires=${EXPIRES}&sig=${sig}`;

function analysis(id: string, filename: string, result: typeof quietTea | typeof summerSale, sigs: string[]) {
  return {
    id,
    filename,
    created_at: CREATED,
    effectiveness_score: result.effectiveness_score,
    brand_name: result.brand_name,
    ad_type: result.ad_type,
    call_to_action: result.call_to_action,
    image_url: signed(id, "image", sigs[0] as string),
    thumbnail_url: signed(id, "thumbnail", sigs[1] as string),
    heatmap_url: signed(id, "heatmap", sigs[2] as string),
    analysis_result: result,
  };
}

/** `Analysis`: one stored analysis in full. */
export const ANALYSIS = analysis(IDS.analysis, "quiet-tea.png", quietTea, [
  "q7Jc2v1mVb0WnE5rTt8yXw",
  "Lk3dP0sA9fGh2jK5lZx8Cv",
  "Rb6nM1qW4eT7yU0iO3pA5s",
]);
export const ANALYSIS_2 = analysis(IDS.analysis2, "summer-sale.png", summerSale, [
  "Tn5bV8cX1zL4kJ7hG0fD3s",
  "Wq2eR5tY8uI1oP4aS7dF0g",
  "Hj6kL9zX2cV5bN8mQ1wE4r",
]);

/** An analysis as `GET /v1/analyses/{id}` answers it once done. */
export const ANALYSIS_STATE = { ...ANALYSIS, status: "done", batch_id: null, error: null };

/** An analysis still waiting for a worker (202 answers). */
export const ANALYSIS_QUEUED = {
  id: IDS.analysis,
  status: "queued",
  filename: "quiet-tea.png",
  created_at: CREATED,
  batch_id: null,
  error: null,
  effectiveness_score: null,
  brand_name: null,
  ad_type: null,
  call_to_action: null,
  image_url: signed(IDS.analysis, "image", "q7Jc2v1mVb0WnE5rTt8yXw"),
  thumbnail_url: null,
  heatmap_url: null,
  analysis_result: null,
};

/** `AnalysisSummary`: an analysis as lists show it. */
export function summaryOf(full: typeof ANALYSIS) {
  const { analysis_result: _result, heatmap_url: _heatmap, ...summary } = full;
  return summary;
}

export const USER = {
  id: IDS.user,
  email: EMAIL,
  email_confirmed_at: "2026-01-12T08:15:30.000Z",
  created_at: "2026-01-12T08:14:02.000Z",
  identities: [],
  factors: [],
};

export const SESSION = {
  access_token:
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIzZjJiOGMxZS02YTRkLTRmN2UtOWIyYy0xZDBlNWE3YzlmMzEiLCJleHAiOjE3NzI0NDQ0NzJ9.2vQy3mX0bqf8c1Zc7lWQm0t9v2c5yQy1mX0bqf8c1Zc",
  refresh_token: "r2Vx9mQ4tB7nK1pL5sD8fG3hJ6kZ0cX",
  expires_in: 3600,
  expires_at: 1772444472,
  token_type: "bearer",
  user: USER,
};

export const WORKSPACE = {
  id: IDS.team,
  name: "Northwind Studio",
  personal: false,
  role: "owner",
  plan: "enterprise",
  seats: { used: 3, limit: 25 },
  owner: { id: IDS.user, email: EMAIL },
  has_logo: true,
  created_at: "2026-02-01T10:00:00.000Z",
};
export const PERSONAL_WORKSPACE = {
  ...WORKSPACE,
  id: IDS.personal,
  name: "Personal",
  personal: true,
  seats: { used: 1, limit: 1 },
  has_logo: false,
  created_at: USER.created_at,
};

export const MEMBER = { user_id: IDS.colleague, email: COLLEAGUE_EMAIL, role: "member", joined_at: LATER };

export const INVITATION = {
  id: IDS.invitation,
  email: "lin@client.example",
  role: "viewer",
  invited_by: { id: IDS.user, email: EMAIL },
  created_at: CREATED,
  expires_at: "2026-03-09T09:41:12.000Z",
  status: "pending",
};

export const PROJECT = { id: IDS.project, name: "Spring launch", archived: false, analyses: 2, created_at: CREATED };

export const TOKEN = {
  id: IDS.token,
  name: "Reporting script",
  display_prefix: API_TOKEN.slice(0, 12),
  created_at: CREATED,
  last_used_at: LATER,
  created_by: EMAIL,
};

export const WEBHOOK = {
  id: IDS.webhook,
  url: "https://hooks.northwind.example/adlens",
  events: ["analysis.completed", "batch.completed"],
  secret_prefix: WEBHOOK_SECRET.slice(0, 12),
  created_at: CREATED,
};

export const BATCH = {
  id: IDS.batch,
  status: "running",
  created_at: CREATED,
  completed_at: null,
  total: 2,
  counts: { queued: 0, running: 1, done: 1, failed: 0 },
  items: [
    { id: IDS.analysis2, filename: "summer-sale.png", status: "done", error: null },
    { id: IDS.analysis, filename: "quiet-tea.png", status: "running", error: null },
  ],
};
