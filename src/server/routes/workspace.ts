import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { tools } from '@/core/tools/listings';
import { WORKSPACE_FILE, WORKSPACE_QUOTAS, ventureDraft } from '@/core/workspace/schema';
import { businessIdea } from '@/core/tools/ideas/schema';
import { toolDefinition } from '@/core/tools/registry';
import { sameOriginOnly } from '../guards/same-origin';
import { parse } from './parse';
import { StoreUnavailable } from '../store/database';
import { NotFound, QuotaExceeded, VersionConflict } from '../store/errors';
import { InvalidImport } from '../store/repositories/transfer';
import type { Store } from '../store/store';
import { clearWorkspaceCookie, ensureWorkspace, existingWorkspace } from '../workspace/identity';

/** What a founder reads when the database is down; generation still works meanwhile. */
export const STORE_UNAVAILABLE = 'Your saved work is unavailable right now. Please try again in a moment.';

const id = z.string().min(1).max(100);
const toolIds = tools.map((tool) => tool.id) as [string, ...string[]];
const toolParams = z.strictObject({ tool: z.enum(toolIds) });
const idParams = z.strictObject({ id });
const documentUpdate = z.strictObject({ version: z.number().int().min(1), result: z.record(z.string(), z.unknown()) });
const currentVenture = z.strictObject({ ventureId: id });
const ideaBody = z.strictObject({ idea: z.strictObject(businessIdea.shape) });
const ventureQuery = z.object({ venture: id.optional() });

/** What each group of workspace routes works with. */
interface RouteDeps {
  store: Store;
  /** The workspace a write goes to, created (with its cookie) on the first one. */
  writable: (request: FastifyRequest, reply: FastifyReply) => Promise<string>;
  /** Options of a write: same-origin requests only. */
  write: { onRequest: (typeof sameOriginOnly)[] };
}

/**
 * The workspace API: ventures, saved results, saved ideas, export, import and erasure. Routes
 * validate, call a repository and answer; ids of another workspace answer 404 like missing ones.
 */
export async function workspaceRoutes(app: FastifyInstance, { store }: { store: Store }) {
  app.setErrorHandler(workspaceErrors);

  const writable = async (request: FastifyRequest, reply: FastifyReply) => {
    const workspaceId = ensureWorkspace(request, reply);
    await store.workspaces.create(workspaceId);
    return workspaceId;
  };
  const write = { onRequest: [sameOriginOnly] };

  const routes = { store, writable, write };
  ventureRoutes(app, routes);
  documentRoutes(app, routes);
  ideaRoutes(app, routes);
  transferRoutes(app, routes);
}

/** Store and request errors as the workspace API answers them: a status and a sentence. */
function workspaceErrors(error: Error & { statusCode?: number }, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof NotFound) return reply.code(404).send({ error: error.message });
  if (error instanceof VersionConflict) return reply.code(409).send({ error: error.message, current: error.current });
  if (error instanceof QuotaExceeded) return reply.code(409).send({ error: error.message });
  if (error instanceof InvalidImport) return reply.code(400).send({ error: error.message });
  if (error instanceof StoreUnavailable) {
    request.log.warn({ err: error.cause }, 'database unavailable');
    return reply.code(503).header('retry-after', 5).send({ error: STORE_UNAVAILABLE });
  }
  if (error.statusCode === 413)
    return reply
      .code(413)
      .send({ error: `A workspace file may be at most ${WORKSPACE_QUOTAS.importBytes / 1024 / 1024} MB.` });
  if (error.statusCode && error.statusCode < 500) return reply.code(error.statusCode).send({ error: error.message });
  request.log.error({ err: error }, 'workspace request failed');
  return reply.code(500).send({ error: 'Internal Server Error' });
}

/** Ventures: the list and the current one, New Venture, Edit Venture Profile. */
function ventureRoutes(app: FastifyInstance, { store, writable, write }: RouteDeps) {
  app.get('/api/workspace', async (request) => {
    const workspaceId = existingWorkspace(request);
    return workspaceId ? store.workspaces.view(workspaceId) : { ventures: [], currentVentureId: null };
  });

  app.post('/api/ventures', write, async (request, reply) => {
    const draft = parse(ventureDraft, request.body, reply);
    if (!draft) return reply;
    const venture = await store.ventures.create(await writable(request, reply), draft);
    return reply.code(201).send(venture);
  });

  app.put('/api/ventures/:id', write, async (request, reply) => {
    const params = parse(idParams, request.params, reply);
    const profile = params && parse(ventureDraft, request.body, reply);
    if (!params || !profile) return reply;
    return store.ventures.update(existingWorkspace(request) ?? '', params.id, profile);
  });

  app.put('/api/workspace/current', write, async (request, reply) => {
    const body = parse(currentVenture, request.body, reply);
    if (!body) return reply;
    const workspaceId = existingWorkspace(request);
    if (!workspaceId) throw new NotFound('No such venture');
    await store.workspaces.setCurrent(workspaceId, body.ventureId);
    return store.workspaces.view(workspaceId);
  });
}

/** Saved results: a tool's History and newest, one whole, an edit against its version, a deletion. */
function documentRoutes(app: FastifyInstance, { store, write }: RouteDeps) {
  app.get('/api/tools/:tool/documents', async (request, reply) => {
    const params = parse(toolParams, request.params, reply);
    const query = params && parse(ventureQuery, request.query, reply);
    if (!params || !query) return reply;
    const workspaceId = existingWorkspace(request);
    if (!workspaceId) return { ventureId: null, documents: [], latest: null };
    const ventureId = await store.ventures.resolve(workspaceId, query.venture);
    return store.documents.forTool(workspaceId, ventureId, params.tool);
  });

  app.get('/api/documents/:id', async (request, reply) => {
    const params = parse(idParams, request.params, reply);
    if (!params) return reply;
    return store.documents.get(existingWorkspace(request) ?? '', params.id);
  });

  app.put('/api/documents/:id', write, async (request, reply) => {
    const params = parse(idParams, request.params, reply);
    const body = params && parse(documentUpdate, request.body, reply);
    if (!params || !body) return reply;
    const workspaceId = existingWorkspace(request) ?? '';
    const editable = toolDefinition((await store.documents.get(workspaceId, params.id)).tool)?.editable;
    if (!editable)
      return reply.code(405).header('allow', 'GET, DELETE').send({ error: 'This result cannot be edited.' });
    const result = parse(editable, body.result, reply);
    if (!result) return reply;
    return store.documents.update(workspaceId, params.id, body.version, result);
  });

  app.delete('/api/documents/:id', write, async (request, reply) => {
    const params = parse(idParams, request.params, reply);
    if (!params) return reply;
    await store.documents.remove(existingWorkspace(request) ?? '', params.id);
    return reply.code(204).send();
  });
}

/** Saved ideas. */
function ideaRoutes(app: FastifyInstance, { store, writable, write }: RouteDeps) {
  app.get('/api/ideas', async (request) => {
    const workspaceId = existingWorkspace(request);
    return { ideas: workspaceId ? await store.savedIdeas.list(workspaceId) : [] };
  });

  app.post('/api/ideas', write, async (request, reply) => {
    const body = parse(ideaBody, request.body, reply);
    if (!body) return reply;
    return reply.code(201).send(await store.savedIdeas.save(await writable(request, reply), body.idea));
  });

  app.delete('/api/ideas/:id', write, async (request, reply) => {
    const params = parse(idParams, request.params, reply);
    if (!params) return reply;
    await store.savedIdeas.remove(existingWorkspace(request) ?? '', params.id);
    return reply.code(204).send();
  });
}

/** The whole workspace: export, import (all or nothing) and erasure. */
function transferRoutes(app: FastifyInstance, { store, writable, write }: RouteDeps) {
  app.get('/api/workspace/export', async (request, reply) => {
    const file = await store.exportWorkspace(existingWorkspace(request) ?? '');
    return reply
      .header('content-disposition', `attachment; filename="${WORKSPACE_FILE.fileName}"`)
      .header('cache-control', 'no-store')
      .send(file);
  });

  app.post('/api/workspace/import', { ...write, bodyLimit: WORKSPACE_QUOTAS.importBytes }, async (request, reply) => {
    return store.importWorkspace(await writable(request, reply), request.body);
  });

  app.delete('/api/workspace', write, async (request, reply) => {
    const workspaceId = existingWorkspace(request);
    if (workspaceId) await store.workspaces.remove(workspaceId);
    clearWorkspaceCookie(request, reply);
    return reply.code(204).send();
  });
}
