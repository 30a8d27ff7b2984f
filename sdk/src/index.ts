export { AdLens, type AdLensOptions, type AnalyzeInput } from "./client.ts";
export type { CallOptions } from "./context.ts";
export {
  AdLensError,
  type AdLensErrorCode,
  type AdLensErrorInit,
  AuthenticationError,
  adLensError,
  type ClientErrorCode,
  ConflictError,
  ConnectionError,
  FileError,
  NotFoundError,
  PermissionError,
  RateLimitError,
  ServerError,
  UnexpectedResponseError,
  ValidationError,
} from "./errors.ts";
export type {
  AnalysisListItem,
  AnalysisState,
  BrandFitFilterKey,
  CompareInput,
  CreateAnalysisInput,
  CreateAnalysisOptions,
  CreatedAnalysis,
  ExportFormat,
  ListAnalysesPage,
  ListAnalysesParams,
  ReportFormat,
} from "./resources/analyses.ts";
export type { BrandFitAnalytics } from "./resources/analytics.ts";
export type {
  ConfirmInput,
  LoginInput,
  RecoverInput,
  ResendInput,
  ResetPasswordInput,
  SignupInput,
} from "./resources/auth.ts";
export type { Batch, CreateBatchInput, WaitOptions } from "./resources/batches.ts";
export type { CheckoutInput } from "./resources/billing.ts";
export type { BrandFit, BrandKit, BrandKitInput, BrandKitLogo } from "./resources/brand-kit.ts";
export type { ContactInput } from "./resources/contact.ts";
export type { TrackInput } from "./resources/events.ts";
export type { ChangePasswordInput } from "./resources/me.ts";
export {
  type AnalysisPerformance,
  type CsvProblem,
  type ListPerformanceModelsParams,
  type OutcomeInput,
  type OutcomesImport,
  type PerformanceModel,
  parseOutcomesCsv,
} from "./resources/outcomes.ts";
export type { ListProjectsParams, Project, UpdateProjectInput } from "./resources/projects.ts";
export type { ShareLinkListInput } from "./resources/share-links.ts";
export type { CreateTokenInput } from "./resources/tokens.ts";
export type { VisionModel, VisionModelInput, VisionModelTest } from "./resources/vision-model.ts";
export {
  type CreateWebhookInput,
  type ListDeliveriesParams,
  type VerifyOptions,
  verifyWebhook,
} from "./resources/webhooks.ts";
export {
  type AuthChangeEvent,
  localStorageSession,
  memorySession,
  type Session,
  type SessionStorage,
  type SessionUser,
} from "./session.ts";
export type { AuthChangeListener } from "./session-manager.ts";
export type {
  Analysis,
  AnalysisResult,
  AnalysisSummary,
  ApiErrorBody,
  ApiErrorCode,
  BodyOf,
  components,
  paths,
  QueryOf,
  ResponseOf,
} from "./types.ts";
export type { FileInput } from "./upload.ts";
