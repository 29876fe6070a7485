import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contract } from '@/core/api/contract';
import { WORKSPACE_FILE } from '@/core/workspace/schema';
import { allToolDefinitions, toolDefinition } from '@/core/tools/registry';
import { ForbiddenKey } from '@/core/text/clean';
import { sameOriginLimited } from '../guards/same-origin';
import { attachment } from '../lib/content-disposition';
import { sizeText, tooLargeMessage } from '../guards/json-body';
import type { LimitHooks } from '../guards/rate-limit';
import { parse, serve } from './serve';
import { activityRoutes } from './activity';
import { shareLinkRoutes } from './share-links';
import { NotFound, QuotaExceeded, Refused, StoreFull, StoreUnavailable, VersionConflict } from '../store/errors';
import { checkImport, InvalidImport, withRedrawnLogos } from '../store/repositories/transfer';
import type { Store } from '../store/store';
import { RenderPoolFullError, type RenderPool } from '../exports/render-pool';
import { TooManyWorkspaces, type WorkspaceIdentity } from '../workspace/identity';
import { factsForTool, sendVentureOverview, ventureOverview } from '../workspace/venture-facts';
import { checkPin } from '@/core/venture/pins';
import { EMPTY_PROFILE } from '@/core/venture/sources';
import { ventureCurrency } from '@/core/venture/fact-currency';
import { deckDesignRoutes } from './deck-design';
import { BODY_LIMITS, owned, type RouteDeps } from './route-deps';

export { BODY_LIMITS };

/** What a founder reads when the database is down; generation still works meanwhile. */
export const STORE_UNAVAILABLE = 'Your saved work is unavailable right now. Please try again in a moment.';
/** What a founder reads when every thread that decodes images is busy: the upload or import can simply be tried again. */
export const IMAGES_BUSY = 'The server is busy with other images and files. Please try again in a moment.';
/** What a founder reads when the render threads have too much waiting (the Venture screen's figure check). */
export const SERVER_BUSY = 'The server is busy right now. Please try again in a moment.';
/** What a founder reads when the server's disk is full: waiting will not help, and what is on screen is kept. */
export const STORE_FULL =
  'The server has no room left to save your work. What is on screen is kept: download it, and tell whoever runs this server.';

export interface WorkspaceRouteOptions {
  store: Store;
  identity: WorkspaceIdentity;
  limits: LimitHooks;
  /** Decodes and draws again a logo in a render thread (RenderPool.logo). */
  logos: RouteDeps['logos'];
  /** The render threads the Venture screen's figure check runs in. */
  pool: RenderPool;
}

/**
 * The workspace API: ventures, saved results, saved ideas, export, import and erasure. Routes
 * validate, call a repository and answer; ids of another workspace answer 404 like missing ones.
 */
export async function workspaceRoutes(
  app: FastifyInstance,
  { store, identity, limits, logos, pool }: WorkspaceRouteOptions,
) {
  app.setErrorHandler(workspaceErrors);

  const write = (bodyLimit: number) => ({
    onRequest: sameOriginLimited(limits.write),
    bodyLimit,
  });
  const current = (request: FastifyRequest, reply: FastifyReply) => identity.existing(request, reply);

  const routes = { store, identity, current, write, logos, pool };
  ventureRoutes(app, routes);
  activityRoutes(app, routes);
  documentRoutes(app, routes);
  ideaRoutes(app, routes);
  transferRoutes(app, routes);
  shareLinkRoutes(app, {
    store,
    pool,
    owned: (request, reply, what) => owned(routes, request, reply, what),
    write: write(BODY_LIMITS.small),
  });
  deckDesignRoutes(app, routes);
}

/** Store and request errors as the workspace API answers them: a status and a sentence. */
export function workspaceErrors(error: Error & { statusCode?: number }, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof NotFound) return reply.code(404).send({ error: error.message });
  if (error instanceof VersionConflict)
    return reply.code(409).send({ error: error.message, current: error.current, ...error.parts });
  if (error instanceof QuotaExceeded || error instanceof Refused) return reply.code(409).send({ error: error.message });
  if (error instanceof InvalidImport || error instanceof ForbiddenKey)
    return reply.code(400).send({ error: error.message });
  if (error instanceof TooManyWorkspaces)
    return reply
      .code(429)
      .header('retry-after', error.retryAfterSeconds)
      .send({ error: error.message, retryAfterSeconds: error.retryAfterSeconds });
  if (error instanceof StoreUnavailable) {
    request.log.warn({ err: error.cause }, 'database unavailable');
    return reply.code(503).header('retry-after', 5).send({ error: STORE_UNAVAILABLE });
  }
  if (error instanceof RenderPoolFullError) {
    // Every render thread busy (and its queue full): a logo to decode (an upload's or an import's), or
    // the Venture screen's figure check.
    const images = /\/(logo|import)$/.test(request.routeOptions.url ?? '');
    return reply
      .code(503)
      .header('retry-after', images ? 1 : 2)
      .send({ error: images ? IMAGES_BUSY : SERVER_BUSY });
  }
  if (error instanceof StoreFull) {
    request.log.error({ err: error.cause }, 'database disk full');
    return reply.code(507).send({ error: STORE_FULL });
  }
  if (error.statusCode === 413)
    return reply.code(413).send({
      error:
        request.routeOptions.bodyLimit === BODY_LIMITS.import
          ? `A workspace file may be at most ${sizeText(BODY_LIMITS.import)}.`
          : tooLargeMessage(request),
    });
  if (error.statusCode === 429)
    return reply.code(429).send({
      error: error.message,
      ...((error as { retryAfterSeconds?: number }).retryAfterSeconds
        ? { retryAfterSeconds: (error as { retryAfterSeconds?: number }).retryAfterSeconds }
        : {}),
    });
  if (error.statusCode && error.statusCode < 500) return reply.code(error.statusCode).send({ error: error.message });
  request.log.error({ err: error }, 'workspace request failed');
  return reply.code(500).send({ error: 'Internal Server Error' });
}

/** Ventures: the list and the current one, New Venture, Edit Venture Profile, Delete Venture. */
function ventureRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { store, identity, current, write } = deps;
  serve(app, contract.workspace, {}, async ({ request, reply }) => {
    const workspaceId = await current(request, reply);
    return workspaceId
      ? store.workspaces.view(workspaceId, await identity.member(request))
      : { ventures: [], currentVentureId: null };
  });

  serve(app, contract.createVenture, write(BODY_LIMITS.small), async ({ body, request, reply }) =>
    store.ventures.create(await identity.claim(request, reply), body, await identity.member(request)),
  );

  serve(app, contract.updateVenture, write(BODY_LIMITS.small), async ({ params, body, request, reply }) =>
    store.ventures.update(await owned(deps, request, reply, 'venture'), params.id, body),
  );

  factRoutes(app, deps);

  serve(app, contract.deleteVenture, write(BODY_LIMITS.small), async ({ params, request, reply }) => {
    const workspaceId = await owned(deps, request, reply, 'venture');
    await store.erase.venture(workspaceId, params.id);
    return store.workspaces.view(workspaceId, await identity.member(request));
  });

  serve(app, contract.switchVenture, write(BODY_LIMITS.small), async ({ body, request, reply }) => {
    const workspaceId = await owned(deps, request, reply, 'venture');
    const member = await identity.member(request);
    await store.workspaces.setCurrent(workspaceId, body.ventureId, member);
    return store.workspaces.view(workspaceId, member);
  });
}

/** The Venture screen: the venture's facts and newest results; a founder's pin, checked like an assumption, and its removal. */
function factRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { store, write, pool } = deps;
  serve(app, contract.ventureFacts, {}, async ({ params, request, reply }) =>
    sendVentureOverview(deps, await owned(deps, request, reply, 'venture'), params.id, request, reply),
  );

  serve(app, contract.pinFact, write(BODY_LIMITS.small), async ({ params, body, request, reply }) => {
    const workspaceId = await owned(deps, request, reply, 'venture');
    const facts = (await store.reads.read(workspaceId, params.id)).facts();
    const checked = checkPin(params.fact, body.value, ventureCurrency(facts));
    if (!checked.ok) return reply.code(400).send({ error: checked.message });
    await store.pins.set(workspaceId, params.id, params.fact, checked.value);
    return ventureOverview(store, pool, workspaceId, params.id);
  });

  serve(app, contract.unpinFact, write(BODY_LIMITS.small), async ({ params, request, reply }) => {
    const workspaceId = await owned(deps, request, reply, 'venture');
    await store.pins.remove(workspaceId, params.id, params.fact);
    return ventureOverview(store, pool, workspaceId, params.id);
  });
}

/** Saved results: a tool's History and newest, one whole, an edit against its version, a deletion. */
function documentRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { store, current, write } = deps;
  serve(app, contract.toolDocuments, {}, async ({ params, query, request, reply }) => {
    const workspaceId = await current(request, reply);
    if (!workspaceId) return { ventureId: null, documents: [], latest: null };
    const ventureId = await store.ventures.resolve(workspaceId, query.venture, await deps.identity.member(request));
    const saved = await store.documents.forTool(workspaceId, ventureId, params.tool);
    const tool = toolDefinition(params.tool);
    const facts = ventureId && tool ? await factsForTool(store, workspaceId, ventureId, tool) : undefined;
    return facts ? { ...saved, facts } : saved;
  });

  serve(app, contract.document, {}, async ({ params, request, reply }) =>
    store.documents.get(await owned(deps, request, reply, 'document'), params.id),
  );

  serve(app, contract.updateDocument, write(BODY_LIMITS.edit), async ({ params, body, request, reply }) => {
    const workspaceId = await owned(deps, request, reply, 'document');
    const editable = toolDefinition((await store.documents.get(workspaceId, params.id)).tool)?.editable;
    if (!editable)
      return reply.code(405).header('allow', 'GET, DELETE').send({ error: 'This result cannot be edited.' });
    const result = parse(editable, body.result, reply, 'result');
    if (!result) return reply;
    const author = await deps.identity.author(request);
    return store.documents.update(workspaceId, params.id, body.version, result, author, body.cause);
  });

  serve(app, contract.documentVersions, {}, async ({ params, query, request, reply }) =>
    store.documents.versions(
      await owned(deps, request, reply, 'document'),
      params.id,
      query.before === undefined ? undefined : Number(query.before),
    ),
  );

  serve(app, contract.restoreVersion, write(BODY_LIMITS.small), async ({ params, request, reply }) =>
    store.documents.restore(
      await owned(deps, request, reply, 'document'),
      params.id,
      Number(params.version),
      await deps.identity.author(request),
    ),
  );

  serve(app, contract.deleteDocument, write(BODY_LIMITS.small), async ({ params, request, reply }) =>
    store.documents.remove(await owned(deps, request, reply, 'document'), params.id),
  );

  // The tool whose items become ventures; the idea's profile is its name and description with what
  // that tool's form says of the venture.
  const seeding = allToolDefinitions.find((tool) => tool.seedsVentures);
  serve(app, contract.useIdea, write(BODY_LIMITS.small), async ({ params, body, request, reply }) => {
    const workspaceId = await owned(deps, request, reply, 'document');
    if (!seeding) throw new NotFound('No such document');
    const fromForm = seeding.profile?.fromForm;
    const profileOf = (inputs: Record<string, string>) => ({ ...EMPTY_PROFILE, ...fromForm?.(inputs), ...body });
    const ideas = { documentId: params.id, tool: seeding.id };
    return store.ventures.forIdea(workspaceId, ideas, profileOf, await deps.identity.member(request));
  });
}

/** Saved ideas. */
function ideaRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { store, identity, current, write } = deps;
  serve(app, contract.savedIdeas, {}, async ({ request, reply }) => {
    const workspaceId = await current(request, reply);
    return { ideas: workspaceId ? await store.savedIdeas.list(workspaceId) : [] };
  });

  serve(app, contract.saveIdea, write(BODY_LIMITS.idea), async ({ body, request, reply }) =>
    store.savedIdeas.save(await identity.claim(request, reply), body.idea),
  );

  serve(app, contract.removeIdea, write(BODY_LIMITS.small), async ({ params, request, reply }) =>
    store.savedIdeas.remove(await owned(deps, request, reply, 'saved idea'), params.id),
  );
}

/** The whole workspace: export, import (all or nothing) and erasure. */
function transferRoutes(app: FastifyInstance, deps: RouteDeps) {
  const { store, identity, current, write } = deps;
  serve(app, contract.exportWorkspace, {}, async ({ request, reply }) => {
    const file = await store.exportWorkspace(await current(request, reply));
    return reply
      .header('content-disposition', attachment(WORKSPACE_FILE.fileName))
      .header('cache-control', 'no-store')
      .send(file);
  });

  serve(app, contract.importWorkspace, write(BODY_LIMITS.import), async ({ body, request, reply }) => {
    // The whole file is checked (its logos decoded) before a workspace (and its cookie) is made for it.
    const checked = await withRedrawnLogos(checkImport(body), deps.logos);
    return store.importWorkspace(await identity.claim(request, reply), checked);
  });

  serve(app, contract.deleteWorkspace, write(BODY_LIMITS.small), async ({ request, reply }) => {
    const workspaceId = await current(request, reply);
    if (workspaceId) await store.workspaces.remove(workspaceId);
    await identity.clear(request, reply);
  });
}
