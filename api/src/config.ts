import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { z } from "zod";

const bool = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

const optionalUrl = z.url().optional();

/**
 * Every setting the server reads from the environment, in one place.
 * `.env.example` documents each of them; `docs/configuration.md` explains the defaults.
 */
const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).optional(),
    PUBLIC_URL: optionalUrl,
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    TRUST_PROXY: bool.default(false),
    HSTS_MAX_AGE: z.coerce
      .number()
      .int()
      .min(0)
      .default(365 * 24 * 60 * 60),
    MAX_BODY_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(11 * 1024 * 1024),

    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
    MAIL_FROM: z.string().default("AdLens <no-reply@adlens.local>"),
    SALES_EMAIL: z.email().default("sales@adlens.local"),
    SLACK_WEBHOOK_URL: optionalUrl,

    S3_BUCKET: z.string().optional(),
    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.string().default("us-east-1"),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: bool.default(false),

    ANALYSIS_WORKERS: z.coerce.number().int().min(0).max(64).optional(),
    ANALYSIS_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
    ANALYSIS_WAIT_SECONDS: z.coerce.number().int().min(1).max(600).default(120),
    DEMO_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    DEMO_WAIT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
    WEBHOOK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    QUOTA_LEASE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
    OPENAI_API_KEY: z.string().optional(),
    OPENAI_BASE_URL: optionalUrl,
    OPENAI_MODEL: z.string().default("gpt-4o-mini"),
    OPENAI_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30000),
    MODEL_KEYS_SECRET: z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, "MODEL_KEYS_SECRET must be 64 hex characters (32 bytes)")
      .optional(),

    FETCH_ALLOW_HOSTS: z.string().optional(),
    WEBHOOK_DEV_HOSTS: z.string().optional(),
    API_RATE_LIMIT: z.coerce.number().int().min(1).default(600),

    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    STRIPE_PRICE_BASIC: z.string().optional(),
    STRIPE_PRICE_PRO: z.string().optional(),
    STRIPE_API_BASE: optionalUrl,

    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.JWT_SECRET) {
      ctx.addIssue({ code: "custom", path: ["JWT_SECRET"], message: "is required in production" });
    }
    if (env.NODE_ENV === "production" && env.WEBHOOK_DEV_HOSTS) {
      ctx.addIssue({
        code: "custom",
        path: ["WEBHOOK_DEV_HOSTS"],
        message: "is for development only; a production instance never delivers to local receivers",
      });
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_WEBHOOK_SECRET"],
        message: "is required when STRIPE_SECRET_KEY is set",
      });
    }
  });

export type Env = z.infer<typeof schema>;

export interface Config {
  env: Env["NODE_ENV"];
  isProduction: boolean;
  port: number;
  /** Interface to listen on: loopback outside production, so a laptop's dev mailbox stays private. */
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  databasePoolSize: number;
  jwtSecret: string;
  /**
   * True when JWT_SECRET was not set: jwtSecret is then a per-process placeholder that bootstrap
   * replaces with the one kept in DATA_DIR (see dev-secret.ts).
   */
  jwtSecretGenerated: boolean;
  trustProxy: boolean;
  /** Seconds for Strict-Transport-Security in production; 0 sends no HSTS header. */
  hstsMaxAge: number;
  maxBodyBytes: number;
  mail: { smtpUrl?: string; from: string; salesEmail: string; slackWebhookUrl?: string };
  s3?: {
    bucket: string;
    endpoint?: string;
    region: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    forcePathStyle: boolean;
  };
  analysis: {
    /** Analyses this process runs at once; 0 leaves them to `bun run worker` processes. */
    workers: number;
    openai?: { apiKey: string; baseUrl?: string; model: string; timeoutMs: number };
    /** AES-256-GCM key for workspaces' own vision-model keys; unset: workspaces cannot bring one. */
    modelKeysSecret?: string;
  };
  jobs: {
    /** Tries per analysis job before it is recorded as failed (a killed worker costs one). */
    analysisAttempts: number;
    /** How long a synchronous upload waits for its job before answering 202 with its status. */
    syncWaitMs: number;
    /** First webhook retry delay; later ones double, for about a day in all. */
    webhookRetryDelaySeconds: number;
  };
  demo: {
    /** Anonymous demo analyses running at once across every process of the instance. */
    concurrency: number;
    /** How long a demo waits for a free slot and its analysis before answering 503. */
    waitMs: number;
  };
  /** How long an accepted upload holds its quota before the sweep checks on it. */
  quotaLeaseMs: number;
  /** Authenticated requests per minute per credential (one API token, or one signed-in session). */
  apiRateLimit: number;
  /** Hosts that URL fetching may reach even though they resolve to private addresses (tests only). */
  fetchAllowHosts: string[];
  /** Development only (refused in production): host:port pairs webhooks may reach over http, loopback included. */
  webhookDevHosts: string[];
  stripe?: {
    secretKey: string;
    webhookSecret: string;
    priceBasic?: string;
    pricePro?: string;
    apiBase?: string;
  };
  logLevel: Env["LOG_LEVEL"];
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment; throws a ConfigError naming every bad variable. */
/**
 * The cores this process may use. `availableParallelism()` has been seen to answer NaN in a long
 * test process, which made an analysis pool of NaN workers that never started one: the CPU list
 * is the fallback, then one.
 */
export function cpuCount(): number {
  const counts = [os.availableParallelism?.(), os.cpus().length];
  return counts.find((n): n is number => Number.isInteger(n) && (n as number) > 0) ?? 1;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === "production",
    port: e.PORT,
    host: e.HOST ?? (e.NODE_ENV === "production" ? "0.0.0.0" : "127.0.0.1"),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    // Never derived from anything guessable: without JWT_SECRET it is random (and persisted at start).
    jwtSecret: e.JWT_SECRET ?? randomBytes(32).toString("hex"),
    jwtSecretGenerated: !e.JWT_SECRET,
    trustProxy: e.TRUST_PROXY,
    hstsMaxAge: e.HSTS_MAX_AGE,
    maxBodyBytes: e.MAX_BODY_BYTES,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      salesEmail: e.SALES_EMAIL,
      slackWebhookUrl: e.SLACK_WEBHOOK_URL,
    },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    analysis: {
      workers: e.ANALYSIS_WORKERS ?? cpuCount(),
      openai: e.OPENAI_API_KEY
        ? {
            apiKey: e.OPENAI_API_KEY,
            baseUrl: e.OPENAI_BASE_URL,
            model: e.OPENAI_MODEL,
            timeoutMs: e.OPENAI_TIMEOUT_MS,
          }
        : undefined,
      modelKeysSecret: e.MODEL_KEYS_SECRET?.toLowerCase(),
    },
    jobs: {
      analysisAttempts: e.ANALYSIS_ATTEMPTS,
      syncWaitMs: e.ANALYSIS_WAIT_SECONDS * 1000,
      webhookRetryDelaySeconds: e.WEBHOOK_RETRY_DELAY_SECONDS,
    },
    demo: { concurrency: e.DEMO_CONCURRENCY, waitMs: e.DEMO_WAIT_SECONDS * 1000 },
    quotaLeaseMs: e.QUOTA_LEASE_SECONDS * 1000,
    apiRateLimit: e.API_RATE_LIMIT,
    fetchAllowHosts: (e.FETCH_ALLOW_HOSTS ?? "")
      .split(",")
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    webhookDevHosts: (e.WEBHOOK_DEV_HOSTS ?? "")
      .split(",")
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            priceBasic: e.STRIPE_PRICE_BASIC,
            pricePro: e.STRIPE_PRICE_PRO,
            apiBase: e.STRIPE_API_BASE,
          }
        : undefined,
    logLevel: e.LOG_LEVEL,
  };
}
