/**
 * Each operation's own error examples: the message it really answers with for a status, taken
 * from the same constants the services throw, so a 404 on an analysis reads "No analysis with
 * this id." and one on a webhook names a webhook. A 403 is written from the operation's policy
 * action when nothing more specific is given; other statuses keep their schema's example.
 */

import { Value } from "@sinclair/typebox/value";
import type { AnyElysia } from "elysia";
import {
  type ErrorCode,
  type ErrorStatus,
  EXAMPLE_ORIGIN,
  EXAMPLE_REQUEST_ID,
  errorBody,
  fieldOf,
} from "../../errors.ts";
import { NOT_FOUND as ANALYSIS_NOT_FOUND } from "../../services/analyses/get.ts";
import { BATCH_NOT_FOUND } from "../../services/batches/batches.ts";
import { NO_KIT } from "../../services/brand-fit/analysis-fit.ts";
import { BRAND_KIT_PLAN_MESSAGE, LOGO_NOT_FOUND } from "../../services/brand-fit/kit.ts";
import { KEY_REUSED } from "../../services/idempotency/idempotency.ts";
import { OUTCOMES_PLAN_MESSAGE } from "../../services/outcomes/import.ts";
import { PROJECT_NOT_FOUND } from "../../services/projects/projects.ts";
import { SHARE_LINK_NOT_FOUND, SHARE_NOT_FOUND } from "../../services/share-links/share-links.ts";
import { API_PLAN_MESSAGE } from "../../services/tokens/api-access.ts";
import { TOKEN_NOT_FOUND } from "../../services/tokens/tokens.ts";
import { NOT_SET, VISION_PLAN_MESSAGE } from "../../services/vision-model/vision-model.ts";
import { WEBHOOK_NOT_FOUND } from "../../services/webhooks/endpoints.ts";
import { roleRefusal, SESSION_REQUIRED, WORKSPACE_NOT_FOUND } from "../../services/workspaces/context.ts";
import { INVITATION_NOT_FOUND } from "../../services/workspaces/invitations.ts";
import { NO_LOGO, WHITE_LABEL_PLAN_MESSAGE } from "../../services/workspaces/logo.ts";
import { MEMBER_NOT_FOUND } from "../../services/workspaces/members.ts";
import { type Action, POLICY, ROLE_RANK, ROLES } from "../../services/workspaces/policy.ts";
import { TEAMS_PLAN_MESSAGE } from "../../services/workspaces/workspaces.ts";

/** One error an operation answers: its message, and its code where the status has several. */
export interface ErrorExample {
  message: string;
  code?: ErrorCode;
  field?: string;
}

type ErrorExamples = Partial<Record<ErrorStatus, ErrorExample>>;

const notFound = (message: string): ErrorExample => ({ message, code: "not_found" });
const planRequired = (message: string): ErrorExample => ({ message, code: "plan_required" });
const keyReused: ErrorExample = { message: KEY_REUSED, code: "conflict", field: "idempotency-key" };

const analysis = { 404: notFound(ANALYSIS_NOT_FOUND) };
const workspace = { 404: notFound(WORKSPACE_NOT_FOUND) };
const webhook = { 404: notFound(WEBHOOK_NOT_FOUND) };
const batch = { 404: notFound(BATCH_NOT_FOUND) };
const brandKit = { ...workspace, 403: planRequired(BRAND_KIT_PLAN_MESSAGE) };
const visionModel = { 404: notFound(NOT_SET), 403: planRequired(VISION_PLAN_MESSAGE) };

/** By operationId. Every operation that declares a 404 has one here (api/test/openapi.test.ts). */
export const ERROR_EXAMPLES: Record<string, ErrorExamples> = {
  getMe: workspace,
  createAnalysis: { ...workspace, 409: keyReused },
  analyzeImage: { 409: keyReused, 403: planRequired(API_PLAN_MESSAGE) },
  compareAnalyses: analysis,
  getAnalysis: analysis,
  deleteAnalysis: analysis,
  getAnalysisImage: analysis,
  getAnalysisHeatmap: analysis,
  getAnalysisThumbnail: analysis,
  getAnalysisReport: analysis,
  getAnalysisPerformance: { ...analysis, 403: planRequired(OUTCOMES_PLAN_MESSAGE) },
  getAnalysisBrandFit: { ...analysis, 403: planRequired(BRAND_KIT_PLAN_MESSAGE) },
  getBrandFitAnalytics: { 404: notFound(NO_KIT), 403: planRequired(BRAND_KIT_PLAN_MESSAGE) },
  getComparisonReport: analysis,
  createBatch: { ...workspace, 409: keyReused },
  getBatch: batch,
  cancelBatch: batch,
  createWebhook: { 409: keyReused },
  deleteWebhook: webhook,
  rotateWebhookSecret: webhook,
  listWebhookDeliveries: webhook,
  testWebhook: webhook,
  getAnalytics: workspace,
  listTokens: workspace,
  createToken: { 409: keyReused, 403: planRequired(API_PLAN_MESSAGE) },
  deleteToken: { 404: notFound(TOKEN_NOT_FOUND) },
  getSubscription: workspace,
  createCheckout: workspace,
  createPortalSession: workspace,
  createWorkspace: { 403: planRequired(TEAMS_PLAN_MESSAGE) },
  getWorkspace: workspace,
  updateWorkspace: workspace,
  listMembers: workspace,
  listInvitations: workspace,
  createInvitation: { ...workspace, 409: keyReused },
  revokeInvitation: { 404: notFound(INVITATION_NOT_FOUND) },
  updateMember: { 404: notFound(MEMBER_NOT_FOUND) },
  removeMember: { 404: notFound(MEMBER_NOT_FOUND) },
  listAuditLog: workspace,
  getWorkspaceLogo: { 404: notFound(NO_LOGO) },
  setWorkspaceLogo: { ...workspace, 403: planRequired(WHITE_LABEL_PLAN_MESSAGE) },
  deleteWorkspaceLogo: { 404: notFound(NO_LOGO) },
  getWorkspaceReport: workspace,
  listShareLinks: workspace,
  createShareLink: { ...analysis, 409: keyReused },
  revokeShareLink: { 404: notFound(SHARE_LINK_NOT_FOUND) },
  getShared: { 404: notFound(SHARE_NOT_FOUND) },
  listProjects: workspace,
  createProject: workspace,
  updateProject: { 404: notFound(PROJECT_NOT_FOUND) },
  deleteProject: { 404: notFound(PROJECT_NOT_FOUND) },
  importOutcomes: { ...workspace, 403: planRequired(OUTCOMES_PLAN_MESSAGE) },
  listPerformanceModels: { ...workspace, 403: planRequired(OUTCOMES_PLAN_MESSAGE) },
  getBrandKit: brandKit,
  putBrandKit: brandKit,
  addBrandKitLogo: brandKit,
  getBrandKitLogo: { 404: notFound(LOGO_NOT_FOUND), 403: planRequired(BRAND_KIT_PLAN_MESSAGE) },
  deleteBrandKitLogo: { 404: notFound(LOGO_NOT_FOUND), 403: planRequired(BRAND_KIT_PLAN_MESSAGE) },
  getVisionModel: { ...workspace, 403: planRequired(VISION_PLAN_MESSAGE) },
  setVisionModel: { ...workspace, 403: planRequired(VISION_PLAN_MESSAGE) },
  deleteVisionModel: visionModel,
  testVisionModel: visionModel,
};

/**
 * The 403 a workspace-scoped operation gives when nothing more specific is written: the lowest
 * role its action refuses, else (every role may) an API token where a session is needed.
 */
function policyRefusal(action: Action): ErrorExample | undefined {
  const rule = POLICY[action];
  const refused = ROLES.filter((role) => !(rule.roles as readonly string[]).includes(role)).sort(
    (a, b) => ROLE_RANK[a] - ROLE_RANK[b],
  )[0];
  if (refused) return { message: roleRefusal(refused, action), code: "forbidden" };
  if (rule.tokens === "never") return { message: SESSION_REQUIRED, code: "forbidden" };
  return undefined;
}

type Media = { examples?: Record<string, unknown> };
type Operation = {
  operationId?: string;
  "x-action"?: Action;
  responses?: Record<string, { content?: Record<string, Media> }>;
};

/**
 * The 400 each operation answers to an empty JSON body: its body schema's first failure, when
 * that field carries its own message (`error` in the route's schema), as the errors plugin words
 * it. Operations whose first failure has no message of its own keep the generic example.
 */
export function validationExamples(app: AnyElysia): Record<string, ErrorExample> {
  const out: Record<string, ErrorExample> = {};
  for (const route of app.routes) {
    const body = route.hooks?.body;
    const id = (route.hooks?.detail as { operationId?: string } | undefined)?.operationId;
    if (!id || !body || typeof body !== "object" || !("type" in body) || body.type !== "object") continue;
    const first = Value.Errors(body, {}).First();
    const message = (first?.schema as { error?: unknown } | undefined)?.error;
    if (!first || typeof message !== "string") continue;
    out[id] = { message, code: "validation_failed", field: fieldOf(first.path) };
  }
  return out;
}

/**
 * Puts each operation's error examples on its error responses, in place, and drops the
 * `x-action` the workspace gate leaves in the document (plugins/auth.ts). An example for a
 * status the operation does not declare is stale: it throws.
 */
export function addErrorExamples(
  paths: Record<string, Record<string, Operation>>,
  invalid: Record<string, ErrorExample> = {},
): void {
  for (const [path, ops] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const action = op["x-action"];
      delete op["x-action"];
      const written: ErrorExamples = { ...(op.operationId ? ERROR_EXAMPLES[op.operationId] : {}) };
      const invalidBody = op.operationId ? invalid[op.operationId] : undefined;
      if (invalidBody && op.responses?.["400"] && !written[400]) written[400] = invalidBody;
      const refusal = action ? policyRefusal(action) : undefined;
      if (refusal && op.responses?.["403"] && !written[403]) written[403] = refusal;
      for (const [status, example] of Object.entries(written)) {
        const content = op.responses?.[status]?.content;
        if (!content)
          throw new Error(`${method.toUpperCase()} ${path} (${op.operationId}): no ${status} to give an example`);
        const code = example.code ?? (status === "404" ? "not_found" : undefined);
        if (!code) throw new Error(`${op.operationId} ${status}: name the code of the example`);
        const value = errorBody(EXAMPLE_ORIGIN, code, example.message, EXAMPLE_REQUEST_ID, example.field);
        for (const media of Object.values(content)) media.examples = { [code]: { summary: example.message, value } };
      }
    }
  }
  const known = new Set(Object.values(paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId)));
  const stale = Object.keys(ERROR_EXAMPLES).filter((id) => !known.has(id));
  if (stale.length > 0) throw new Error(`Error examples for operations that do not exist: ${stale.join(", ")}`);
}
