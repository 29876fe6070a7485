import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { contract } from '@/core/api/contract';
import { SERVICE_ERRORS, type GenerationEvent } from '@/core/stream/protocol';
import { STALE_AFTER_MS } from '../generation/durable';
import { eventWriter } from '../generation/event-writer';
import { currentGeneration, MAX_FOLLOWS_PER_CLIENT, type GenerationFollowers } from '../generation/followers';
import { STOP_MESSAGES } from '../generation/messages';
import { MemorySlots } from '../guards/client-slots';
import { clientIdentity } from '../guards/rate-limit';
import { sameOriginOnly } from '../guards/same-origin';
import { NotFound } from '../store/errors';
import type { GenerationView } from '../store/repositories/generations';
import type { Store } from '../store/store';
import { SSE_HEADERS, type GenerateRouteOptions } from './generation-stream';
import { serve } from './serve';

const NO_SUCH = { error: 'No such generation' };
/** What a client past MAX_FOLLOWS_PER_CLIENT reads. */
export const TOO_MANY_FOLLOWS = `Too many generations followed at once from your address (at most ${MAX_FOLLOWS_PER_CLIENT}). Close a tab and try again.`;

/** A finished generation's last event: its saved result, or why there is none. */
async function lastEvent(store: Store, workspaceId: string, row: GenerationView): Promise<GenerationEvent> {
  if (row.status === 'stopped') return { event: 'error', data: { message: STOP_MESSAGES.stopped, stopped: true } };
  if (row.status === 'done' && row.documentId) {
    const document = await store.documents.get(workspaceId, row.documentId).catch(() => undefined);
    if (document) {
      const { id, ventureId, tool, title, version, createdAt, updatedAt, result, builtOn } = document;
      const saved = { id, ventureId, tool, title, version, createdAt, updatedAt };
      return { event: 'done', data: { result, saved, builtOn } };
    }
  }
  return { event: 'error', data: { message: row.error ?? SERVICE_ERRORS.generic } };
}

/** Each finished generation's last event, made once for all its followers ending together. */
function lastEvents(store: Store) {
  const making = new Map<string, Promise<GenerationEvent>>();
  return (workspaceId: string, row: GenerationView): Promise<GenerationEvent> => {
    const key = `${workspaceId}/${row.id}`;
    let event = making.get(key);
    if (!event) {
      event = lastEvent(store, workspaceId, row);
      making.set(key, event);
      void event.finally(() => making.delete(key)).catch(() => undefined);
    }
    return event;
  };
}
type LastEvents = ReturnType<typeof lastEvents>;

/**
 * Streams a generation's progress from its row, as the generation's own stream would (compact
 * deltas, then `done` or `error`), from the reads this instance shares among the generation's
 * followers (followers.ts), until it ends or the browser goes.
 */
async function follow(
  followers: GenerationFollowers,
  endOf: LastEvents,
  workspaceId: string,
  first: GenerationView,
  out: PassThrough,
  gone: AbortSignal,
) {
  const events = eventWriter(out, 15_000, { compact: true });
  let sent = 0;
  const progress = (row: GenerationView) => {
    if (row.text.length > sent) events.send({ event: 'delta', data: row.text.slice(sent) });
    sent = Math.max(sent, row.text.length);
  };
  try {
    progress(first);
    const last = first.status === 'running' ? await followers.follow(workspaceId, first, progress, gone) : first;
    if (gone.aborted) return;
    if (!last) return events.send({ event: 'error', data: { message: SERVICE_ERRORS.generic } });
    progress(last);
    events.send(await endOf(workspaceId, last));
  } catch {
    if (!gone.aborted) events.send({ event: 'error', data: { message: SERVICE_ERRORS.network } });
  } finally {
    events.close();
    out.end();
  }
}

/** The running generation of a tool, following one to its end, and Stop: only for the workspace that owns it (404 otherwise). */
export function generationRoutes(app: FastifyInstance, { store, identity, followers }: GenerateRouteOptions) {
  serve(app, contract.currentGeneration, {}, async ({ query, request, reply }) => {
    const workspaceId = await identity.existing(request, reply);
    if (!workspaceId) return { generation: null };
    let ventureId: string | null;
    try {
      ventureId = await store.ventures.resolve(workspaceId, query.venture, await identity.member(request));
    } catch (error) {
      if (error instanceof NotFound) return reply.code(404).send({ error: error.message });
      throw error;
    }
    await store.generations.failStale(STALE_AFTER_MS, workspaceId);
    const running = await store.generations.running(workspaceId, ventureId, query.tool);
    return { generation: running ?? null };
  });

  const endOf = lastEvents(store);
  // Per instance, as the reads they cost are.
  const follows = new MemorySlots();
  serve(app, contract.followGeneration, {}, async ({ params, request, reply }) => {
    const workspaceId = await identity.existing(request, reply);
    const first = workspaceId
      ? (followers.latest(workspaceId, params.id) ?? (await currentGeneration(store, workspaceId, params.id)))
      : undefined;
    if (!workspaceId || !first) return reply.code(404).send(NO_SUCH);
    const slot = await follows.acquire(clientIdentity(request), MAX_FOLLOWS_PER_CLIENT);
    if (!slot) return reply.code(429).header('retry-after', 5).send({ error: TOO_MANY_FOLLOWS });
    const out = new PassThrough();
    const gone = new AbortController();
    reply.raw.on('close', () => gone.abort());
    void follow(followers, endOf, workspaceId, first, out, gone.signal).finally(() => slot.release());
    return reply.code(200).headers(SSE_HEADERS).send(out);
  });

  serve(app, contract.stopGeneration, { onRequest: [sameOriginOnly] }, async ({ params, request, reply }) => {
    const workspaceId = await identity.existing(request, reply);
    if (!workspaceId || !(await store.generations.requestStop(workspaceId, params.id)))
      return reply.code(404).send(NO_SUCH);
  });
}
