import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { CHANGE_EVENT, type WorkspaceChange } from '@/core/api/changes';
import { contract } from '@/core/api/contract';
import type { SessionCookies } from '../accounts/sessions';
import { HEARTBEAT_COMMENT } from '../generation/event-writer';
import { MemorySlots } from '../guards/client-slots';
import type { LiveChanges } from '../live/live-changes';
import { SSE_HEADERS } from './generation-stream';
import { serve } from './serve';
import { TEAM_NEEDS_ACCOUNT } from './team';

/**
 * Open tabs one member may follow the workspace from at once, on one instance (each holds a
 * connection). Per member, not per address: a team in one office shares its address.
 */
export const MAX_LIVE_STREAMS_PER_MEMBER = 20;
/** What a member past it reads. */
export const TOO_MANY_LIVE_STREAMS = `Too many of your tabs follow the workspace at once (at most ${MAX_LIVE_STREAMS_PER_MEMBER}). Close a tab and reload.`;
/** A comment on a silent stream this often, so proxies with idle timeouts keep it. */
export const LIVE_HEARTBEAT_MS = 25_000;
/** How long a browser waits before it opens a stream again after losing one (the SSE `retry` field). */
const RECONNECT_MS = 2000;

export interface LiveRouteOptions {
  live: LiveChanges;
  sessions: SessionCookies;
}

/**
 * One stream per open tab of a member (docs/product.md §16, "Live together"): a line for each change
 * another member (or another tab) saves in the workspace, within the moment PostgreSQL tells it. The
 * tab then reads what changed through the API, with its own role's rights; the stream carries ids,
 * never content. A member removed from the workspace is told so, and their stream ends.
 */
export async function liveRoutes(app: FastifyInstance, { live, sessions }: LiveRouteOptions) {
  // Per instance, as the connections they hold are.
  const streams = new MemorySlots();
  serve(app, contract.workspaceEvents, {}, async ({ request, reply }) => {
    const member = await sessions.signedIn(request);
    if (!member) return reply.code(401).send({ error: TEAM_NEEDS_ACCOUNT });
    if (!member.workspaceId) return reply.code(404).send({ error: 'No workspace to follow.' });
    const slot = await streams.acquire(member.account.id, MAX_LIVE_STREAMS_PER_MEMBER);
    if (!slot) return reply.code(429).header('retry-after', 5).send({ error: TOO_MANY_LIVE_STREAMS });

    const out = new PassThrough();
    const write = (chunk: string) => void (out.destroyed || out.writableEnded || out.write(chunk));
    const heartbeat = setInterval(() => write(HEARTBEAT_COMMENT), LIVE_HEARTBEAT_MS);
    heartbeat.unref();
    const subscription: { stop?: () => void } = {};
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      subscription.stop?.();
      slot.release();
      out.end();
    };
    // Before the wait below: a browser gone meanwhile is let go of once it is subscribed.
    reply.raw.on('close', end);
    subscription.stop = await live.subscribe({
      workspaceId: member.workspaceId,
      accountId: member.account.id,
      send: (change: WorkspaceChange) => write(`event: ${CHANGE_EVENT}\ndata: ${JSON.stringify(change)}\n\n`),
      end,
    });
    if (ended) subscription.stop();
    write(`retry: ${RECONNECT_MS}\n: live\n\n`);
    return reply.code(200).headers(SSE_HEADERS).send(out);
  });
}
