import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitWindow } from '../config';
import { clientIdentity, countOne, waitText, type CounterStore } from '../guards/rate-limit';
import { backOffMs, wrongTries, type WrongTryLimits } from '../guards/wrong-tries';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The share pages' limits (docs/operations.md, "Share links"), per address (an IPv6 one by its
 * /64): a page view records a view, so views are counted; wrong passcodes per address and per
 * link; beacons, each bounded again when stored.
 */
export const SHARE_LIMITS = {
  page: { max: 60, windowMs: MINUTE },
  /** Wrong passcodes from one address before it is locked out of the link's form for the window. */
  passcodePerAddress: { max: 5, windowMs: 15 * MINUTE },
  /** Wrong passcodes on one link, from anywhere, before each try on it waits (`passcodeBackoffMs`). */
  passcodePerLink: { max: 20, windowMs: 15 * MINUTE },
  beacon: { max: 120, windowMs: MINUTE },
} as const satisfies Record<string, RateLimitWindow>;

/** The longest time one beacon adds, and the most one view can hold on one slide. */
export const BEACON_CAP_MS = 10 * MINUTE;
export const SLIDE_CAP_MS = 30 * MINUTE;
/** The most time per slide one link collects in a UTC day, all its views together. */
export const LINK_DAY_CAP_MS = DAY;
/** What a view may count beyond its own age: the clocks of the page and the server part by a little. */
export const WALL_GRACE_MS = 2000;

/**
 * What share analytics may keep (README, "Share links"): views are deleted after the retention,
 * and a workspace's analytics take at most `maxBytes` of its byte quota (they count in it); past
 * that, pages open as ever but no more views are recorded until old ones go.
 */
export const SHARE_ANALYTICS = {
  retentionMs: 90 * DAY,
  maxBytes: 5 * 1024 * 1024,
} as const;

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

/** Wrong passcodes per address and per link (guards/wrong-tries.ts). */
const PASSCODE_TRIES = {
  perAddress: SHARE_LIMITS.passcodePerAddress,
  perTarget: SHARE_LIMITS.passcodePerLink,
} as const satisfies WrongTryLimits;

/** How long a try on a link waits, by the wrong passcodes it had in the window from anywhere. */
export const passcodeBackoffMs = (wrong: number): number => backOffMs(wrong, PASSCODE_TRIES);

/** Passcode tries on one link from one request's address (guards/wrong-tries.ts). */
export const passcodeTries = (counters: CounterStore, request: FastifyRequest, linkId: string) =>
  wrongTries(counters, request, 'share-passcode', linkId, PASSCODE_TRIES);
