import { isIP } from 'node:net';
import path from 'node:path';
import { authRateLimits, planLimits, type Plan, type UsageMetric } from '@study/shared';
import { z } from 'zod';
import { isLoopbackUrl } from './lib/loopback.ts';
import { serverRoot } from './paths.ts';
import type { StudyEngineConfig } from '@study/study-engine';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list. */
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IP address, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or one of proxy-addr's range names. */
function isProxyAddress(entry: string): boolean {
  if (proxyRangeNames.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/** Every environment variable the server reads, with its default. The README lists the same. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce
    .number({ error: 'must be a whole number from 0 to 65535' })
    .int('must be a whole number from 0 to 65535')
    .min(0, 'must be a whole number from 0 to 65535')
    .max(65535, 'must be a whole number from 0 to 65535')
    .default(3000),
  PUBLIC_URL: z.url({ error: 'must be an absolute http(s) URL' }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .refine((value) => /^postgres(ql)?:\/\/[^\s]+$/.test(value) && URL.canParse(value), {
      error: 'must be a postgres:// or postgresql:// connection URL',
    })
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(3600).default(120),
  CONNECTION_IDLE_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(3600).default(90),
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(3600).default(72),
  MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).default(100),
  DOCUMENT_PARSER_MEMORY_MB: z.coerce.number().int().min(256).max(65_536).default(1024),
  DOCUMENT_WORKERS_IDLE_SECONDS: z.coerce.number().min(0.1).max(3600).default(30),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .refine((value) => /^smtps?:\/\//.test(value) && URL.canParse(value), {
      error: 'must be an smtp:// or smtps:// URL',
    })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Study Assistant <no-reply@localhost>'),
  SUPPORT_EMAIL: z.email({ error: 'must be an email address' }).optional(),
  MAIL_OUTBOX: z.enum(['true', 'false']).optional(),
  TRUST_PROXY: z
    .string()
    .refine(
      (value) =>
        /^([1-9]|10)$/.test(value) ||
        value
          .split(',')
          .map((entry) => entry.trim())
          .every(isProxyAddress),
      {
        error:
          'must be a hop count from 1 to 10, or a comma-separated list of proxy IP addresses or CIDR ranges',
      },
    )
    .optional(),
  RATE_LIMIT_SIGN_IN_PER_MINUTE: z.coerce.number().int().min(1).default(authRateLimits.signIn.max),
  RATE_LIMIT_SIGN_UP_PER_MINUTE: z.coerce.number().int().min(1).default(authRateLimits.signUp.max),
  RATE_LIMIT_MAILS_PER_HOUR: z.coerce.number().int().min(1).default(authRateLimits.mail.max),
  RATE_LIMIT_MAILS_PER_IP_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .default(authRateLimits.mailPerIp.max),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url({ error: 'must be an absolute http(s) URL' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  JOBS_IN_PROCESS: z.enum(['true', 'false']).default('true'),
  BETA: z.enum(['true', 'false']).default('true'),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  JOB_RETRY_LIMIT: z.coerce.number().int().min(0).max(10).default(2),
  JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(3600).default(300),
  JOB_POLLING_INTERVAL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  JOB_SUPERVISE_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  AI_PROVIDER: z.enum(['builtin', 'openai']).default('builtin'),
  AI_BASE_URL: z.url({ error: 'must be an absolute http(s) URL' }).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).optional(),
  AI_MAX_LESSON_TOKENS: z.coerce.number().int().min(500).max(1_000_000).default(6000),
  BILLING_PROVIDER: z.enum(['sandbox', 'stripe']).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(
      /^(sk|rk)_(test|live)_\w+$/,
      'must be a Stripe secret key (sk_test_…, sk_live_… or rk_…)',
    )
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  STRIPE_API_URL: z.url({ error: 'must be an absolute http(s) URL' }).optional(),
  PLAN_FREE_GENERATIONS_PER_MONTH: z.coerce
    .number()
    .int()
    .min(0)
    .default(planLimits.free.generation),
  PLAN_PREMIUM_GENERATIONS_PER_MONTH: z.coerce
    .number()
    .int()
    .min(0)
    .default(planLimits.premium.generation),
  PLAN_FREE_CHAT_MESSAGES_PER_DAY: z.coerce
    .number()
    .int()
    .min(0)
    .default(planLimits.free.chat_message),
  PLAN_PREMIUM_CHAT_MESSAGES_PER_DAY: z.coerce
    .number()
    .int()
    .min(0)
    .default(planLimits.premium.chat_message),
  PLAN_PREMIUM_PDF_EXPORTS_PER_MONTH: z.coerce
    .number()
    .int()
    .min(0)
    .default(planLimits.premium.pdf_export),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  /**
   * PUBLIC_URL is a loopback address: a run on one's own machine, where the outbox and the test
   * checkout work with nothing configured. Any other address is a deployment others reach.
   */
  runsLocally: boolean;
  /**
   * Which proxies' `X-Forwarded-For` to believe (Fastify's `trustProxy`): none by default, so a
   * client cannot pick the IP its per-IP limits are counted on.
   */
  trustProxy: false | number | string[];
  dataDir: string;
  /** PostgreSQL when set; the embedded PGlite database under `dataDir` otherwise. */
  databaseUrl: string | undefined;
  databasePoolSize: number;
  logLevel: (typeof logLevels)[number];
  /** The built SPA; not served when the folder has no index.html. */
  webDistDir: string;
  /** Limits of every HTTP connection, against clients that send slowly or open many sockets. */
  http: {
    /** The whole request, headers and body, must arrive within this (408 and closed after). */
    requestTimeoutMs: number;
    /** A socket without traffic for this long is closed. */
    idleTimeoutMs: number;
    keepAliveTimeoutMs: number;
    /** Open connections per client address; 0 for no cap (behind a proxy that caps them). */
    maxConnectionsPerIp: number;
  };
  /** Resident memory a document parser process may reach before it is killed. */
  documentParserMemoryMb: number;
  /** Parser processes and OCR workers start on demand and stop after this long without work. */
  documentWorkersIdleMs: number;
  /** Signs sessions and tokens; generated once and kept in the database when unset. */
  authSecret: string | undefined;
  /** Sessions cookies are `Secure` when the public URL is https. */
  secureCookies: boolean;
  mail: {
    smtpUrl: string | undefined;
    from: string;
    /** Keep mails in the database outbox and print their links to the log instead of sending them. */
    outbox: boolean;
    /**
     * Serve the outbox at /dev/mailbox, to loopback requests without a forwarding header only:
     * on a local run with the outbox, never on a deployment others reach.
     */
    mailbox: boolean;
    /** Where support messages are mailed; unset, they are stored only. */
    support: string | undefined;
  };
  /** Attempts allowed per window, per IP and per address (defaults from packages/shared). */
  rateLimits: {
    signIn: { max: number; windowSeconds: number };
    signUp: { max: number; windowSeconds: number };
    mail: { max: number; windowSeconds: number };
    mailPerIp: { max: number; windowSeconds: number };
  };
  /** Original lesson files: a folder under `dataDir`, or an S3-compatible bucket when set. */
  storage:
    | { kind: 'fs'; dir: string }
    | {
        kind: 's3';
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
      };
  jobs: {
    /** Run a worker inside the API process (embedded mode); `npm run worker` runs them apart. */
    inProcess: boolean;
    concurrency: number;
    retryLimit: number;
    timeoutSeconds: number;
    /** How often an idle worker looks for a job. */
    pollingIntervalSeconds: number;
    /** How often expired jobs (a killed worker's) are looked for and sent to retry. */
    superviseIntervalSeconds: number;
  };
  ai: StudyEngineConfig;
  /** Plan limits (decisions.md), per month for generations and PDF exports, per day for chat. */
  planLimits: Record<Plan, Record<UsageMetric, number>>;
  /** In beta, feedback with a comment earns the 20% reward for after the launch. */
  beta: boolean;
  /** Who takes payments: the built-in test checkout (no money moves), or Stripe. */
  billing:
    | {
        provider: 'sandbox';
        /** The test clock (`POST /api/billing/sandbox/advance`): on a local run only. */
        testClock: boolean;
      }
    | {
        provider: 'stripe';
        secretKey: string;
        webhookSecret: string;
        /** Another Stripe-compatible API (stripe-mock, tests); Stripe's own when unset. */
        apiUrl: string | undefined;
      };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const defaultWebDist = path.resolve(serverRoot, '../web/dist');

/** Reads and validates the configuration; throws one readable ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const value = env[name];
      const secret = [
        'DATABASE_URL',
        'SMTP_URL',
        'AUTH_SECRET',
        'S3_SECRET_ACCESS_KEY',
        'AI_API_KEY',
        'STRIPE_SECRET_KEY',
        'STRIPE_WEBHOOK_SECRET',
      ].includes(name);
      const shown = secret || value === undefined ? '' : ` (got "${value}")`;
      return `${name} ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  if (e.AI_PROVIDER === 'openai' && (!e.AI_BASE_URL || !e.AI_MODEL)) {
    throw new ConfigError(
      'Invalid configuration: AI_PROVIDER=openai needs AI_BASE_URL and AI_MODEL (AI_API_KEY too for hosted models)',
    );
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const runsLocally = isLoopbackUrl(publicUrl);
  // Outside one's own machine, the outbox and the sandbox each take an explicit setting.
  if (!runsLocally && !e.SMTP_URL && e.MAIL_OUTBOX !== 'true') {
    throw new ConfigError(
      `Invalid configuration: PUBLIC_URL ${publicUrl} is not a loopback address, so account mails need SMTP_URL (or MAIL_OUTBOX=true to keep them in the server's log and database, never served over the network)`,
    );
  }
  if (!runsLocally && !e.BILLING_PROVIDER && !e.STRIPE_SECRET_KEY) {
    throw new ConfigError(
      `Invalid configuration: PUBLIC_URL ${publicUrl} is not a loopback address, so payments need STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (or BILLING_PROVIDER=sandbox for a test checkout where no money moves and anyone gets Premium)`,
    );
  }
  const billingProvider = e.BILLING_PROVIDER ?? (e.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox');
  if (billingProvider === 'stripe' && (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError(
      'Invalid configuration: BILLING_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (the signing secret of the webhook endpoint /api/billing/webhook)',
    );
  }
  const outbox = e.MAIL_OUTBOX ? e.MAIL_OUTBOX === 'true' : !e.SMTP_URL;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    runsLocally,
    trustProxy: !e.TRUST_PROXY
      ? false
      : /^\d+$/.test(e.TRUST_PROXY)
        ? Number(e.TRUST_PROXY)
        : e.TRUST_PROXY.split(',').map((entry) => entry.trim()),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : defaultWebDist,
    http: {
      requestTimeoutMs: Math.round(e.REQUEST_TIMEOUT_SECONDS * 1000),
      idleTimeoutMs: Math.round(e.CONNECTION_IDLE_TIMEOUT_SECONDS * 1000),
      keepAliveTimeoutMs: Math.round(e.KEEP_ALIVE_TIMEOUT_SECONDS * 1000),
      maxConnectionsPerIp: e.MAX_CONNECTIONS_PER_IP,
    },
    documentParserMemoryMb: e.DOCUMENT_PARSER_MEMORY_MB,
    documentWorkersIdleMs: Math.round(e.DOCUMENT_WORKERS_IDLE_SECONDS * 1000),
    authSecret: e.AUTH_SECRET,
    secureCookies: publicUrl.startsWith('https://'),
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      support: e.SUPPORT_EMAIL,
      outbox,
      mailbox: outbox && !e.SMTP_URL && runsLocally,
    },
    rateLimits: {
      signIn: {
        max: e.RATE_LIMIT_SIGN_IN_PER_MINUTE,
        windowSeconds: authRateLimits.signIn.windowSeconds,
      },
      signUp: {
        max: e.RATE_LIMIT_SIGN_UP_PER_MINUTE,
        windowSeconds: authRateLimits.signUp.windowSeconds,
      },
      mail: { max: e.RATE_LIMIT_MAILS_PER_HOUR, windowSeconds: authRateLimits.mail.windowSeconds },
      mailPerIp: {
        max: e.RATE_LIMIT_MAILS_PER_IP_PER_HOUR,
        windowSeconds: authRateLimits.mailPerIp.windowSeconds,
      },
    },
    storage: e.S3_BUCKET
      ? {
          kind: 's3',
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
        }
      : { kind: 'fs', dir: path.join(path.resolve(e.DATA_DIR), 'files') },
    jobs: {
      inProcess: e.JOBS_IN_PROCESS === 'true',
      concurrency: e.JOB_CONCURRENCY,
      retryLimit: e.JOB_RETRY_LIMIT,
      timeoutSeconds: e.JOB_TIMEOUT_SECONDS,
      pollingIntervalSeconds: e.JOB_POLLING_INTERVAL_SECONDS,
      superviseIntervalSeconds: e.JOB_SUPERVISE_INTERVAL_SECONDS,
    },
    ai:
      e.AI_PROVIDER === 'openai' && e.AI_BASE_URL && e.AI_MODEL
        ? {
            provider: 'openai',
            baseUrl: e.AI_BASE_URL,
            model: e.AI_MODEL,
            maxLessonTokens: e.AI_MAX_LESSON_TOKENS,
            ...(e.AI_API_KEY ? { apiKey: e.AI_API_KEY } : {}),
          }
        : { provider: 'builtin' },
    planLimits: {
      free: {
        generation: e.PLAN_FREE_GENERATIONS_PER_MONTH,
        pdf_export: planLimits.free.pdf_export,
        chat_message: e.PLAN_FREE_CHAT_MESSAGES_PER_DAY,
      },
      premium: {
        generation: e.PLAN_PREMIUM_GENERATIONS_PER_MONTH,
        pdf_export: e.PLAN_PREMIUM_PDF_EXPORTS_PER_MONTH,
        chat_message: e.PLAN_PREMIUM_CHAT_MESSAGES_PER_DAY,
      },
    },
    beta: e.BETA === 'true',
    billing:
      billingProvider === 'stripe' && e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            provider: 'stripe',
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL,
          }
        : { provider: 'sandbox', testClock: runsLocally },
  };
}
