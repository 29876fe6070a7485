import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitWindow } from '../config';
import { clientIdentity, countOne, waitText, type CounterStore } from '../guards/rate-limit';

const MINUTE = 60_000;

/**
 * The share pages' limits (docs/operations.md, "Share links"): a page view records a view, so
 * views are counted per address; passcode tries per address and per link; beacons per address,
 * each bounded again when stored (durations capped per beacon and per slide and view).
 */
export const SHARE_LIMITS = {
  page: { max: 60, windowMs: MINUTE },
  passcodePerAddress: { max: 5, windowMs: 15 * MINUTE },
  passcodePerLink: { max: 20, windowMs: 15 * MINUTE },
  beacon: { max: 120, windowMs: MINUTE },
} as const satisfies Record<string, RateLimitWindow>;

/** The longest time one beacon adds, and the most one view can hold on one slide. */
export const BEACON_CAP_MS = 10 * MINUTE;
export const SLIDE_CAP_MS = 30 * MINUTE;

/** Counts one against `key`: undefined while within the window, else "12 minutes" with the seconds to wait. */
export async function overLimit(
  counters: CounterStore,
  key: string,
  window: RateLimitWindow,
): Promise<{ wait: string; seconds: number } | undefined> {
  const count = await countOne(counters, `share-${key}`, window);
  return count.allowed ? undefined : { wait: waitText(count.retryAfterSeconds), seconds: count.retryAfterSeconds };
}

/** An onRequest hook that answers 429 (with `page`, or nothing) past the window, counted per address. */
export function perAddress(
  counters: CounterStore,
  kind: string,
  window: RateLimitWindow,
  page?: (wait: string) => string,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const over = await overLimit(counters, `${kind}:${clientIdentity(request)}`, window);
    if (!over) return;
    reply.code(429).header('retry-after', over.seconds);
    return page ? reply.type('text/html; charset=utf-8').send(page(over.wait)) : reply.send();
  };
}
