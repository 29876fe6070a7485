import type { AnyToolDefinition } from '@/core/tools/define-tool';
import { tools } from '@/core/tools/listings';
import { toolDefinitions } from '@/core/tools/registry';
import { factsFor } from '@/core/tools/venture-context';
import { conflictsIn, documentChecks } from '@/core/venture/document-figures';
import { ventureFacts, type VentureFact } from '@/core/venture/facts';
import { profileOf, type VentureSources } from '@/core/venture/sources';
import type { SavedDocument, VentureOverview } from '@/core/workspace/schema';
import { NotFound } from '../store/errors';
import type { Store } from '../store/store';

/** The tools whose saved results facts are read from (core/venture/facts.ts). */
const FACT_TOOLS = ['financials', 'market-research'] as const;

/** The sources the venture's facts come from: its pins, its newest model and research. */
async function factSources(store: Store, workspaceId: string, ventureId: string): Promise<VentureSources> {
  const sources: Record<string, unknown> = { pins: await store.pins.list(workspaceId, ventureId) };
  for (const tool of FACT_TOOLS) {
    const { latest } = await store.documents.forTool(workspaceId, ventureId, tool);
    if (latest) sources[tool] = { documentId: latest.id, savedAt: latest.updatedAt, result: latest.result };
  }
  return sources as VentureSources;
}

/** The facts a result of `tool` is checked against: none for a tool whose prose states no facts. */
export async function factsForTool(
  store: Store,
  workspaceId: string,
  ventureId: string,
  tool: Pick<AnyToolDefinition, 'id' | 'sources' | 'checksFigures'>,
): Promise<VentureFact[] | undefined> {
  if (!tool.checksFigures) return undefined;
  return factsFor(tool, await factSources(store, workspaceId, ventureId));
}

const conflictsOf = (document: SavedDocument, sources: VentureSources) => {
  const tool = toolDefinitions[document.tool as keyof typeof toolDefinitions];
  return tool?.checksFigures ? conflictsIn(documentChecks(document.result, factsFor(tool, sources))).length : 0;
};

/** The Venture screen's data: the facts with their sources, and each tool's newest result. */
export async function ventureOverview(store: Store, workspaceId: string, ventureId: string): Promise<VentureOverview> {
  const venture = (await store.workspaces.view(workspaceId)).ventures.find((each) => each.id === ventureId);
  if (!venture) throw new NotFound('No such venture');
  const sources = { ...(await factSources(store, workspaceId, ventureId)), profile: profileOf(venture) };
  const documents: VentureOverview['documents'] = [];
  for (const { id } of tools) {
    const { latest } = await store.documents.forTool(workspaceId, ventureId, id);
    if (latest)
      documents.push({
        tool: id,
        id: latest.id,
        title: latest.title,
        updatedAt: latest.updatedAt,
        changedSince: latest.changedSince,
        conflicts: conflictsOf(latest, sources),
      });
  }
  return { ventureId, facts: ventureFacts(sources), documents };
}
