import type { FastifyBaseLogger } from 'fastify';
import { SHARE_ANALYTICS } from './share/limits';
import type { Store } from './store/store';

/** A finished generation's row is kept this long (to follow it to its end from another tab, or after a reload), then deleted. */
export const FINISHED_GENERATION_KEPT_MS = 24 * 3_600_000;
/** How often the server deletes what it keeps for a time only. */
export const HOUSEKEEPING_EVERY_MS = 3_600_000;

/**
 * One round: deletes the finished generations' rows, the share views, and the sessions, passkey
 * challenges, invitations and emailed links' tokens that are due, then makes the room the
 * generations' rows left (their deleted rows, and each text so far written over) reusable; how
 * many of each were deleted.
 */
export async function housekeep(store: Store): Promise<{
  generations: number;
  views: number;
  sessions: number;
  challenges: number;
  invites: number;
  emailLinks: number;
  handoverLinks: number;
}> {
  const generations = await store.generations.prune(FINISHED_GENERATION_KEPT_MS);
  const views = await store.shareLinks.pruneViews(SHARE_ANALYTICS.retentionMs);
  const sessions = await store.accounts.pruneSessions();
  const challenges = await store.passkeys.pruneChallenges();
  const invites = await store.team.pruneInvites();
  const emailLinks = await store.emailTokens.prune();
  const handoverLinks = await store.handoverLinks.prune();
  // After the prune: the deleted rows' room is reusable too.
  await store.generations.reclaim();
  return { generations, views, sessions, challenges, invites, emailLinks, handoverLinks };
}

/**
 * Deletes what is kept for a time only (README, "Your saved work"): finished generations'
 * rows (their inputs and the model's text) a day after they ended, and share links' views (with
 * their time per slide) past their retention. Once now, then every HOUSEKEEPING_EVERY_MS; every
 * instance may run it, each statement deletes what is due whoever runs it. Answers the stop.
 */
export function startHousekeeping(store: Store, log: FastifyBaseLogger): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const run = async () => {
    const deleted = await housekeep(store);
    if (Object.values(deleted).some((count) => count > 0)) log.info(deleted, 'expired rows deleted');
  };
  const again = () => {
    if (stopped) return;
    timer = setTimeout(() => void run().catch(warn).finally(again), HOUSEKEEPING_EVERY_MS);
    // Never keeps the process alive.
    timer.unref();
  };
  const warn = (error: unknown) => log.warn({ err: error }, 'expired rows not deleted; tried again within the hour');
  void run().catch(warn).finally(again);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
