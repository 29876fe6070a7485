import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { contract } from '@/core/api/contract';
import { SERVICE_ERRORS, type GenerationEvent } from '@/core/stream/protocol';
import { STALE_AFTER_MS } from '../generation/durable';
import { eventWriter } from '../generation/event-writer';
import { STOP_MESSAGES } from '../generation/messages';
import { sameOriginOnly } from '../guards/same-origin';
import { NotFound } from '../store/errors';
import type { GenerationView } from '../store/repositories/generations';
import type { Store } from '../store/store';
import { SSE_HEADERS, type GenerateRouteOptions } from './generation-stream';
import { serve } from './serve';

/** How often a follower reads the generation's row: its progress shows this late at most, on any instance. */
export const FOLLOW_POLL_MS = 200;

const NO_SUCH = { error: 'No such generation' };

/** The workspace's generation, marked failed first if its instance stopped answering. */
async function current(store: Store, workspaceId: string, id: string): Promise<GenerationView | undefined> {
  await store.generations.failStale(STALE_AFTER_MS, workspaceId);
  return store.generations.get(workspaceId, id);
}

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

/**
 * Streams a generation's progress from its row, as the generation's own stream would (compact
 * deltas, then `done` or `error`), reading it every FOLLOW_POLL_MS until it ends or the browser goes.
 */
async function follow(store: Store, workspaceId: string, first: GenerationView, out: PassThrough, gone: AbortSignal) {
  const events = eventWriter(out, 15_000, { compact: true });
  let row: GenerationView | undefined = first;
  let sent = 0;
  try {
    while (row && !gone.aborted) {
      if (row.text.length > sent) events.send({ event: 'delta', data: row.text.slice(sent) });
      sent = Math.max(sent, row.text.length);
      if (row.status !== 'running') return events.send(await lastEvent(store, workspaceId, row));
      await sleep(FOLLOW_POLL_MS, undefined, { signal: gone });
      row = await current(store, workspaceId, row.id);
    }
    if (!gone.aborted) events.send({ event: 'error', data: { message: SERVICE_ERRORS.generic } });
  } catch {
    if (!gone.aborted) events.send({ event: 'error', data: { message: SERVICE_ERRORS.network } });
  } finally {
    events.close();
    out.end();
  }
}

/** The running generation of a tool, following one to its end, and Stop: only for the workspace that owns it (404 otherwise). */
export function generationRoutes(app: FastifyInstance, { store, identity }: GenerateRouteOptions) {
  serve(app, contract.currentGeneration, {}, async ({ query, request, reply }) => {
    const workspaceId = await identity.existing(request, reply);
    if (!workspaceId) return { generation: null };
    let ventureId: string | null;
    try {
      ventureId = await store.ventures.resolve(workspaceId, query.venture);
    } catch (error) {
      if (error instanceof NotFound) return reply.code(404).send({ error: error.message });
      throw error;
    }
    await store.generations.failStale(STALE_AFTER_MS, workspaceId);
    const running = await store.generations.running(workspaceId, ventureId, query.tool);
    return { generation: running ?? null };
  });

  serve(app, contract.followGeneration, {}, async ({ params, request, reply }) => {
    const workspaceId = await identity.existing(request, reply);
    const first = workspaceId ? await current(store, workspaceId, params.id) : undefined;
    if (!workspaceId || !first) return reply.code(404).send(NO_SUCH);
    const out = new PassThrough();
    const gone = new AbortController();
    reply.raw.on('close', () => gone.abort());
    void follow(store, workspaceId, first, out, gone.signal);
    return reply.code(200).headers(SSE_HEADERS).send(out);
  });

  serve(app, contract.stopGeneration, { onRequest: [sameOriginOnly] }, async ({ params, request, reply }) => {
    const workspaceId = await identity.existing(request, reply);
    if (!workspaceId || !(await store.generations.requestStop(workspaceId, params.id)))
      return reply.code(404).send(NO_SUCH);
  });
}
