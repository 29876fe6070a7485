import { z } from 'zod';

export const OPENAI_BASE_URL = 'https://api.openai.com/v1';

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/** Every environment variable the server reads. The README's configuration table lists the same. */
const envSchema = z.object({
  PORT: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be between 1 and 65535').max(65535, 'must be between 1 and 65535').default(8080),
  HOST: z.string().trim().min(1, 'must not be empty').default('127.0.0.1'),
  OPENAI_API_KEY: optionalText,
  AI_BASE_URL: optionalText.pipe(
    z
      .url({ protocol: /^https?$/, message: 'must be an http(s) URL such as https://api.openai.com/v1' })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
  ),
  AI_MODEL: z.string().trim().min(1, 'must not be empty').default('gpt-4o-mini'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { message: 'must be one of fatal, error, warn, info, debug, trace, silent' }).default('info'),
});

export interface Config {
  port: number;
  host: string;
  /** Which provider answers generations: the configured OpenAI-compatible service, or the built-in offline one. */
  provider: 'openai-compatible' | 'offline';
  ai: { baseUrl: string; apiKey: string | undefined; model: string };
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the configuration once, at start. Throws a ConfigError whose one-line message names the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    // Never echo a secret back, even in a start-up error.
    const value = variable === 'OPENAI_API_KEY' ? undefined : env[variable];
    throw new ConfigError(`Invalid configuration: ${variable} ${issue?.message ?? 'is invalid'}${value === undefined ? '' : ` (got "${value}")`}`);
  }
  const { PORT, HOST, OPENAI_API_KEY, AI_BASE_URL, AI_MODEL, LOG_LEVEL } = parsed.data;
  return {
    port: PORT,
    host: HOST,
    // A base URL alone is enough: local servers such as Ollama or LM Studio need no key.
    provider: OPENAI_API_KEY || AI_BASE_URL ? 'openai-compatible' : 'offline',
    ai: { baseUrl: AI_BASE_URL ?? OPENAI_BASE_URL, apiKey: OPENAI_API_KEY, model: AI_MODEL },
    logLevel: LOG_LEVEL,
  };
}
