import { z } from 'zod';
import { isLoopback, LOOPBACK_HOSTS } from './guards/allowed-hosts';
import { redactUrl } from './lib/secret-masker';
import { duration, mailFrom, onOff, optionalText, smtpUrl, trustProxy, whole } from './config-values';

export const OPENAI_BASE_URL = 'https://api.openai.com/v1';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Every environment variable the server reads. The README's configuration table lists the same. */
const envSchema = z.object({
  PORT: whole(1, 65535, 8080),
  HOST: z.string().trim().min(1, 'must not be empty').default('127.0.0.1'),
  OPENAI_API_KEY: optionalText,
  AI_BASE_URL: optionalText.pipe(
    z
      .url({ protocol: /^https?$/, message: 'must be an http(s) URL such as https://api.openai.com/v1' })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
  ),
  AI_MODEL: z.string().trim().min(1, 'must not be empty').default('gpt-4o-mini'),
  AI_TIMEOUT_MS: duration(120_000),
  AI_FIRST_TOKEN_TIMEOUT_MS: duration(30_000),
  AI_IDLE_TIMEOUT_MS: duration(30_000),
  AI_MAX_CONCURRENCY: whole(1, 100_000, 50),
  AI_MAX_CONCURRENCY_PER_CLIENT: whole(1, 100_000, 5),
  SSE_HEARTBEAT_MS: duration(15_000),
  RATE_LIMIT_MAX: whole(0, 1_000_000, 30),
  RATE_LIMIT_WINDOW: duration(600_000),
  TRUST_PROXY: trustProxy,
  SHUTDOWN_GRACE_MS: duration(10_000),
  EXPORT_WORKERS: whole(1, 64, 2),
  REDIS_URL: optionalText.pipe(
    z.url({ protocol: /^rediss?$/, message: 'must be a redis:// or rediss:// URL' }).optional(),
  ),
  DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
  DATABASE_TIMEOUT: duration(5000),
  DATABASE_HEALTH_TIMEOUT: duration(1000),
  DATABASE_THREAD: onOff(false),
  WRITE_RATE_LIMIT_MAX: whole(0, 1_000_000, 300),
  WRITE_RATE_LIMIT_WINDOW: duration(600_000),
  EXPORT_RATE_LIMIT_MAX: whole(0, 1_000_000, 60),
  EXPORT_RATE_LIMIT_WINDOW: duration(600_000),
  READ_RATE_LIMIT_MAX: whole(0, 1_000_000, 1200),
  READ_RATE_LIMIT_WINDOW: duration(600_000),
  REQUIRE_SIGN_IN: onOff(false),
  NEW_WORKSPACES_MAX: whole(0, 1_000_000, 20),
  NEW_WORKSPACES_WINDOW: duration(86_400_000),
  REQUEST_TIMEOUT: duration(60_000),
  IDLE_TIMEOUT: duration(30_000),
  MAX_CONNECTIONS_PER_CLIENT: whole(0, 100_000, 32),
  DATABASE_URL: optionalText.pipe(
    z.url({ protocol: /^postgres(ql)?$/, message: 'must be a postgres:// or postgresql:// URL' }).optional(),
  ),
  ALLOWED_HOSTS: optionalText.pipe(
    z
      .string()
      .transform((text) =>
        text
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(
            z
              .string()
              .regex(
                /^(\*\.)?[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/i,
                'must list host names such as app.example.com, *.example.com or 127.0.0.1, separated by commas',
              ),
          )
          .min(1),
      )
      .optional(),
  ),
  SMTP_URL: smtpUrl,
  MAIL_FROM: mailFrom,
  LOG_LEVEL: z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
});

/** The names of every variable the server reads. */
export const ENV_VARIABLES = Object.keys(envSchema.shape);

export interface Config {
  port: number;
  host: string;
  /** Which provider answers generations: the configured OpenAI-compatible service, or the built-in offline one. */
  provider: 'openai-compatible' | 'offline';
  ai: {
    baseUrl: string;
    apiKey: string | undefined;
    model: string;
    /** Whole generation, retries included. */
    timeoutMs: number;
    /** From the request to the first piece of text. */
    firstTokenTimeoutMs: number;
    /** Longest silence between two pieces of text. */
    idleTimeoutMs: number;
    /** Generations in flight per instance; the excess gets 503. */
    maxConcurrency: number;
    /** Generations in flight per client (the rate limit's identity), across instances with Redis; the excess gets 429. */
    maxConcurrencyPerClient: number;
    /** Longest silence on a generation's event stream before an SSE comment is sent. */
    heartbeatMs: number;
    /** `user:password` from AI_BASE_URL (which keeps none of it), sent as HTTP Basic auth. */
    basicAuth: string | undefined;
  };
  /** Requests per client per window, by kind; a `max` of 0 turns that limit off. */
  rateLimit: RateLimitWindow;
  writeRateLimit: RateLimitWindow;
  exportRateLimit: RateLimitWindow;
  readRateLimit: RateLimitWindow;
  /** Workspaces one client may create per window (each is a new cookie and its own quotas). */
  newWorkspaces: RateLimitWindow;
  /** A team server: no guest workspaces, every API request but signing in needs a session. */
  requireSignIn: boolean;
  /** Bounds on a connection: the whole request must arrive within `requestMs`, and no socket may stay silent past `idleMs`. */
  network: { requestMs: number; idleMs: number; maxConnectionsPerClient: number };
  trustProxy: boolean | number | string;
  /** Host names requests may be addressed to (DNS-rebinding defence); `*.example.com` allows subdomains. */
  allowedHosts: string[];
  /** Shared store for the rate limit across instances. */
  redisUrl: string | undefined;
  /** After SIGTERM, how long live generations may run on before they are stopped. */
  shutdownGraceMs: number;
  exports: {
    /** Threads rendering export files at once; twice as many renders may wait, more get 429. */
    workers: number;
  };
  /** Where founders' work is kept: an embedded PostgreSQL in a folder, or a PostgreSQL server. */
  database: DatabaseConfig;
  /** Email (links to sign in and to verify an address): set with SMTP_URL, else nothing is mailed. */
  mail: { smtpUrl: string; from: string } | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
}

export interface RateLimitWindow {
  max: number;
  windowMs: number;
}

export type DatabaseConfig =
  /** PGlite, files in `dataDir` (`memory://` keeps them in memory, for tests). */
  | {
      kind: 'embedded';
      dataDir: string;
      healthTimeoutMs?: number;
      /** On a thread of its own (DATABASE_THREAD; threaded-embedded.ts), rather than on the event loop's. */
      thread?: boolean;
    }
  /** A PostgreSQL server; each statement bounded by `statementTimeoutMs`, the health check by `healthTimeoutMs`. */
  | { kind: 'postgres'; url: string; statementTimeoutMs?: number; healthTimeoutMs?: number };

/** A base URL without its userinfo, and that userinfo decoded as `user:password` for Basic auth. */
function splitCredentials(text: string): { url: string; basicAuth: string | undefined } {
  const url = new URL(text);
  if (!url.username && !url.password) return { url: text, basicAuth: undefined };
  const basicAuth = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
  url.username = '';
  url.password = '';
  return { url: url.href.replace(/\/+$/, ''), basicAuth };
}

/** Every credential the provider settings hold, for masking: the key, and Basic auth's password alone and with its user. */
export function providerSecrets({
  apiKey,
  basicAuth,
}: Pick<Config['ai'], 'apiKey' | 'basicAuth'>): (string | undefined)[] {
  return [apiKey, basicAuth, basicAuth?.slice(basicAuth.indexOf(':') + 1)];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const SECRET_VARIABLES = new Set(['OPENAI_API_KEY', 'REDIS_URL', 'DATABASE_URL', 'SMTP_URL']);

type Env = z.infer<typeof envSchema>;

/** The first problem with the environment, in one line that names the variable and never echoes a secret. */
function invalid(env: Record<string, string | undefined>, error: z.ZodError): ConfigError {
  const issue = error.issues[0];
  const variable = String(issue?.path[0] ?? 'environment');
  const raw = env[variable];
  const value = SECRET_VARIABLES.has(variable) ? undefined : variable === 'AI_BASE_URL' && raw ? redactUrl(raw) : raw;
  return new ConfigError(
    `Invalid configuration: ${variable} ${issue?.message ?? 'is invalid'}${value === undefined ? '' : ` (got "${value}")`}`,
  );
}

/** What no single variable can say wrong: settings that contradict each other. */
function checkTogether(e: Env, basicAuth: string | undefined): void {
  // One Authorization header cannot carry both; silently dropping one would be worse than saying so.
  if (basicAuth && e.OPENAI_API_KEY)
    throw new ConfigError(
      'Invalid configuration: AI_BASE_URL carries a user name and password and OPENAI_API_KEY is set too; use one of them',
    );
  // A silent SSE stream is kept open by its heartbeat; an idle timeout shorter than that would cut every quiet generation.
  if (e.IDLE_TIMEOUT <= e.SSE_HEARTBEAT_MS)
    throw new ConfigError(
      `Invalid configuration: IDLE_TIMEOUT (${e.IDLE_TIMEOUT} ms) must be longer than SSE_HEARTBEAT_MS (${e.SSE_HEARTBEAT_MS} ms)`,
    );
  // On a loopback address only this machine can connect, under these names; anywhere else the
  // operator must say which names the server is reached by, or any page could rebind its own name to it.
  if (!e.ALLOWED_HOSTS && !isLoopback(e.HOST))
    throw new ConfigError(
      `Invalid configuration: ALLOWED_HOSTS must list the host names clients use (for example app.example.com) when HOST is ${e.HOST}, which is not a loopback address`,
    );
}

function aiConfig(e: Env, base: { url: string; basicAuth: string | undefined } | undefined): Config['ai'] {
  return {
    baseUrl: base?.url ?? OPENAI_BASE_URL,
    basicAuth: base?.basicAuth,
    apiKey: e.OPENAI_API_KEY,
    model: e.AI_MODEL,
    timeoutMs: e.AI_TIMEOUT_MS,
    firstTokenTimeoutMs: e.AI_FIRST_TOKEN_TIMEOUT_MS,
    idleTimeoutMs: e.AI_IDLE_TIMEOUT_MS,
    maxConcurrency: e.AI_MAX_CONCURRENCY,
    maxConcurrencyPerClient: e.AI_MAX_CONCURRENCY_PER_CLIENT,
    heartbeatMs: e.SSE_HEARTBEAT_MS,
  };
}

function databaseConfig(e: Env): DatabaseConfig {
  return e.DATABASE_URL
    ? {
        kind: 'postgres',
        url: e.DATABASE_URL,
        statementTimeoutMs: e.DATABASE_TIMEOUT,
        healthTimeoutMs: e.DATABASE_HEALTH_TIMEOUT,
      }
    : { kind: 'embedded', dataDir: e.DATA_DIR, healthTimeoutMs: e.DATABASE_HEALTH_TIMEOUT, thread: e.DATABASE_THREAD };
}

/** Reads the configuration once, at start. Throws a ConfigError whose one-line message names the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw invalid(env, parsed.error);
  const e = parsed.data;
  const base = e.AI_BASE_URL ? splitCredentials(e.AI_BASE_URL) : undefined;
  checkTogether(e, base?.basicAuth);
  return {
    port: e.PORT,
    host: e.HOST,
    // A base URL alone is enough: local servers such as Ollama or LM Studio need no key.
    provider: e.OPENAI_API_KEY || e.AI_BASE_URL ? 'openai-compatible' : 'offline',
    ai: aiConfig(e, base),
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: e.RATE_LIMIT_WINDOW },
    writeRateLimit: { max: e.WRITE_RATE_LIMIT_MAX, windowMs: e.WRITE_RATE_LIMIT_WINDOW },
    exportRateLimit: { max: e.EXPORT_RATE_LIMIT_MAX, windowMs: e.EXPORT_RATE_LIMIT_WINDOW },
    readRateLimit: { max: e.READ_RATE_LIMIT_MAX, windowMs: e.READ_RATE_LIMIT_WINDOW },
    newWorkspaces: { max: e.NEW_WORKSPACES_MAX, windowMs: e.NEW_WORKSPACES_WINDOW },
    requireSignIn: e.REQUIRE_SIGN_IN,
    network: {
      requestMs: e.REQUEST_TIMEOUT,
      idleMs: e.IDLE_TIMEOUT,
      maxConnectionsPerClient: e.MAX_CONNECTIONS_PER_CLIENT,
    },
    trustProxy: e.TRUST_PROXY,
    allowedHosts: e.ALLOWED_HOSTS ?? [...LOOPBACK_HOSTS],
    redisUrl: e.REDIS_URL,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    exports: { workers: e.EXPORT_WORKERS },
    database: databaseConfig(e),
    mail: e.SMTP_URL ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM } : undefined,
    logLevel: e.LOG_LEVEL,
  };
}
