import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { sourceToolsOf, type AnyToolDefinition } from '@/core/tools/define-tool';
import { profileOf, type SavedSource, type VentureSources } from '@/core/venture/sources';
import { NotFound } from '../store/errors';
import type { Store } from '../store/store';
import { savedSourceOf } from '../store/venture-reads';
import { TooManyWorkspaces, type WorkspaceIdentity } from './identity';

/**
 * Where one generation belongs, resolved once when it starts: the route checks it, the prompt's
 * context is read from it, and the save stores into it.
 */
export type GenerationPlace =
  /** A workspace, and the venture the result goes to (null: a first generation makes one), with what it holds. */
  | {
      kind: 'workspace';
      workspaceId: string;
      ventureId: string | null;
      sources: VentureSources;
      /** The member generating (their current venture is their own); none for a guest. */
      accountId?: string;
      /** The same member, as the result's first version names its author. */
      author?: { id: string; name: string };
    }
  /** No workspace could be had: the result is shown, not saved; `reason` is the founder's to read, when they can act on it. */
  | { kind: 'unsaved'; reason: string | undefined };

/** The generation names a venture that is not this workspace's: refused before any provider call (404). */
export class VentureNotFound extends Error {
  override name = 'VentureNotFound';
}

interface PlaceRequest {
  store: Store;
  identity: WorkspaceIdentity;
  request: FastifyRequest;
  reply: FastifyReply;
  tool: AnyToolDefinition;
  /** The venture the screen showed; without one, the current venture. */
  ventureId: string | undefined;
}

/**
 * The workspace (made on a first generation), the venture, and the saved work the tool builds on.
 * A database that cannot answer is no reason to refuse: the generation goes on from the form
 * alone, and the save says whether it could be kept.
 */
export async function placeGeneration({
  store,
  identity,
  request,
  reply,
  tool,
  ventureId,
}: PlaceRequest): Promise<GenerationPlace> {
  let workspaceId: string;
  try {
    workspaceId = await identity.claim(request, reply);
  } catch (error) {
    request.log.warn({ err: error }, 'no workspace for this generation: its result will not be saved');
    return { kind: 'unsaved', reason: error instanceof TooManyWorkspaces ? error.message : undefined };
  }
  const author = await identity.author(request);
  const accountId = author?.id;
  try {
    const venture = await store.ventures.resolve(workspaceId, ventureId, accountId);
    return {
      kind: 'workspace',
      workspaceId,
      accountId,
      author,
      ventureId: venture,
      sources: await sourcesOf(store, workspaceId, venture, tool),
    };
  } catch (error) {
    if (error instanceof NotFound) throw new VentureNotFound('No such venture');
    logUnavailable(request.log, tool, error);
    return { kind: 'workspace', workspaceId, accountId, author, ventureId: ventureId ?? null, sources: {} };
  }
}

function logUnavailable(log: FastifyBaseLogger, tool: AnyToolDefinition, error: unknown) {
  log.warn({ tool: tool.id, err: error }, 'venture sources unavailable: generating from the form alone');
}

/**
 * What the venture holds that `tool` builds on: the profile, the founder's pinned facts (for a tool
 * that states facts or keeps the founder's inputs), the current saved result of each of its sources
 * and, for a tool that keeps the founder's inputs, its own current result (never quoted: only what
 * the founder typed into it is kept, `keepFounderInputs`), all from the venture's one read
 * (store/venture-reads.ts). The store checked each result against its tool's schema on the way out.
 */
export async function sourcesOf(
  store: Store,
  workspaceId: string,
  ventureId: string | null,
  tool: AnyToolDefinition,
): Promise<VentureSources> {
  const wanted = sourceToolsOf(tool);
  const keeps = tool.keepFounderInputs !== undefined;
  if (!ventureId || (!tool.quotesProfile && wanted.length === 0 && !keeps)) return {};
  const read = await store.reads.read(workspaceId, ventureId);
  const sources: Record<string, unknown> = { profile: profileOf(read.venture) };
  if (tool.quotesFacts || keeps) sources.pins = read.pins;
  for (const source of keeps ? [...wanted, tool.id] : wanted) {
    const latest = read.newest.get(source);
    if (latest) sources[source] = savedSourceOf(latest);
  }
  return sources as VentureSources;
}

/** A tool's current saved result in the venture (the one its screen opens on), as a source another tool reads; undefined when it has none. */
export async function latestSource(
  store: Store,
  workspaceId: string,
  ventureId: string,
  tool: string,
): Promise<SavedSource<unknown> | undefined> {
  const latest = (await store.reads.read(workspaceId, ventureId)).newest.get(tool);
  return latest ? savedSourceOf(latest) : undefined;
}
