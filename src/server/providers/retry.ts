import type { IncomingMessage } from 'node:http';
import { sleep } from '../lib/sleep';
import { ProviderError } from './provider';

export interface RetryPolicy {
  /** Further attempts after the first. */
  maxRetries: number;
  /** First backoff; doubled each time, with jitter. */
  baseDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { maxRetries: 2, baseDelayMs: 500 };

/**
 * A wait before another attempt is started only if it ends at least this long before the
 * first-text deadline: the attempt itself needs time to answer.
 */
export const RETRY_ATTEMPT_MS = 1000;

export interface RetryOptions {
  policy: RetryPolicy;
  signal: AbortSignal;
  /** Epoch ms by which the first text must arrive; a wait that would end later is not started. */
  firstTextDeadline?: number;
  /** For tests: the jitter source and the clock. */
  random?: () => number;
  now?: () => number;
}

/**
 * Runs `attempt` until it succeeds or a failure is final. Another attempt follows only a
 * retryable ProviderError, only while no text has been passed on (text already shown cannot be
 * taken back), and only when its wait (the provider's Retry-After, else exponential backoff with
 * full jitter between half and the whole) ends in time for the first-text deadline.
 */
export async function withRetries(
  attempt: (onText: (text: string) => void) => Promise<void>,
  onText: (text: string) => void,
  { policy, signal, firstTextDeadline = Infinity, random = Math.random, now = Date.now }: RetryOptions,
): Promise<void> {
  for (let attemptNumber = 0; ; attemptNumber++) {
    let sentText = false;
    try {
      await attempt((text) => {
        sentText = true;
        onText(text);
      });
      return;
    } catch (error) {
      const canRetry =
        error instanceof ProviderError &&
        error.retryable &&
        !sentText &&
        !signal.aborted &&
        attemptNumber < policy.maxRetries;
      if (!canRetry) throw error;
      const backoff = policy.baseDelayMs * 2 ** attemptNumber;
      const wait = error.retryAfterMs ?? backoff / 2 + random() * (backoff / 2);
      // A wait the timeouts would cut short ends in a timeout: the provider's own message (a rate limit, say) is better.
      if (now() + wait + RETRY_ATTEMPT_MS > firstTextDeadline) throw error;
      await sleep(wait, signal);
      if (signal.aborted) throw signal.reason;
    }
  }
}

/** Retry-After in seconds or as an HTTP date; OpenAI also sends retry-after-ms. */
export function retryAfterMs(headers: IncomingMessage['headers'], now = Date.now()): number | undefined {
  const ms = Number(headers['retry-after-ms']);
  if (headers['retry-after-ms'] !== undefined && Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers['retry-after'];
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
