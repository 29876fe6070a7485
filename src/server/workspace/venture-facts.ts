import type { FastifyReply } from 'fastify';
import type { AnyToolDefinition } from '@/core/tools/define-tool';
import { tools } from '@/core/tools/listings';
import { toolDefinition } from '@/core/tools/registry';
import { factsFor } from '@/core/tools/venture-context';
import { conflictHeading, conflictsIn } from '@/core/venture/conflicts';
import { documentChecks } from '@/core/venture/document-figures';
import { ventureFacts, type VentureFact } from '@/core/venture/facts';
import { profileOf, type VentureSources } from '@/core/venture/sources';
import type { SavedDocument, VentureOverview } from '@/core/workspace/schema';
import { NotFound } from '../store/errors';
import type { Store } from '../store/store';
import { latestSource, savedSourceOf } from './generation-place';

/** The tools whose saved results facts are read from (core/venture/facts.ts). */
const FACT_TOOLS = ['financials', 'market-research'] as const;

/** The sources the venture's facts come from: its pins, its newest model and research. */
export async function factSources(store: Store, workspaceId: string, ventureId: string): Promise<VentureSources> {
  const sources: Record<string, unknown> = { pins: await store.pins.list(workspaceId, ventureId) };
  for (const tool of FACT_TOOLS) sources[tool] = await latestSource(store, workspaceId, ventureId, tool);
  return sources as VentureSources;
}

/** The facts a result of `tool` is checked against: none for a tool whose prose states no facts. */
export async function factsForTool(
  store: Store,
  workspaceId: string,
  ventureId: string,
  tool: Pick<AnyToolDefinition, 'id' | 'sources' | 'checksFigures' | 'factsFrom'>,
): Promise<VentureFact[] | undefined> {
  if (!tool.checksFigures) return undefined;
  return factsFor(tool, await factSources(store, workspaceId, ventureId));
}

/**
 * How many figures of `result` (a result of `tool` in the venture) state another value than the
 * venture's facts: the check the screen makes with the checker it loads, made again where a result
 * leaves the app (an export, a share link), so no client sends a known conflict without the founder's word.
 */
export async function figureConflictsOf(
  store: Store,
  workspaceId: string,
  ventureId: string,
  tool: Pick<AnyToolDefinition, 'id' | 'sources' | 'checksFigures'>,
  result: unknown,
): Promise<number> {
  const facts = await factsForTool(store, workspaceId, ventureId, tool);
  return facts ? conflictsIn(documentChecks(result, facts)).length : 0;
}

/**
 * The refusal of an export or a share link whose result has conflicts the request did not accept
 * (`conflictsAccepted`): 409 with the count, which the screen asks the founder about (docs/product.md §10).
 */
export const refuseConflicts = (reply: FastifyReply, count: number) =>
  reply.code(409).send({ error: `${conflictHeading(count)}.`, figureConflicts: count });

const conflictsOf = (document: SavedDocument, sources: VentureSources) => {
  const tool = toolDefinition(document.tool);
  return tool?.checksFigures ? conflictsIn(documentChecks(document.result, factsFor(tool, sources))).length : 0;
};

/** The Venture screen's data: the facts with their sources, and each tool's newest result. */
export async function ventureOverview(store: Store, workspaceId: string, ventureId: string): Promise<VentureOverview> {
  const venture = (await store.workspaces.view(workspaceId)).ventures.find((each) => each.id === ventureId);
  if (!venture) throw new NotFound('No such venture');
  const newest: SavedDocument[] = [];
  for (const { id } of tools) {
    const { latest } = await store.documents.forTool(workspaceId, ventureId, id);
    if (latest) newest.push(latest);
  }
  // The facts' sources are among the newest results: each is read once.
  const sources: Record<string, unknown> = {
    profile: profileOf(venture),
    pins: await store.pins.list(workspaceId, ventureId),
  };
  for (const document of newest.filter((each) => (FACT_TOOLS as readonly string[]).includes(each.tool)))
    sources[document.tool] = savedSourceOf(document);
  const documents = newest.map((document) => ({
    tool: document.tool,
    id: document.id,
    title: document.title,
    updatedAt: document.updatedAt,
    changedSince: document.changedSince,
    conflicts: conflictsOf(document, sources as VentureSources),
  }));
  return { ventureId, facts: ventureFacts(sources as VentureSources), documents };
}
