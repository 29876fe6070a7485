import type { FastifyBaseLogger } from 'fastify';
import { sourceToolsOf, type AnyToolDefinition } from '@/core/tools/define-tool';
import { profileOf, type VentureSources } from '@/core/venture/sources';
import type { Store } from '../store/store';

/**
 * What the venture already holds that `tool` builds on: the profile and the latest saved result of
 * each of the tool's sources, in the venture named (else the current one). The store checked each
 * result against its tool's schema on the way out. A database that cannot answer means no
 * sources: the generation goes on from the form alone, as it would in an empty venture.
 */
export async function readVentureSources(
  store: Store,
  log: FastifyBaseLogger,
  workspaceId: string,
  ventureId: string | undefined,
  tool: AnyToolDefinition,
): Promise<VentureSources> {
  if (!tool.quotesProfile && !tool.sources?.length) return {};
  try {
    const venture = await store.ventures.resolve(workspaceId, ventureId);
    if (!venture) return {};
    const view = await store.workspaces.view(workspaceId);
    const found = view.ventures.find((each) => each.id === venture);
    const sources: Record<string, unknown> = found ? { profile: profileOf(found) } : {};
    for (const source of sourceToolsOf(tool)) {
      const { latest } = await store.documents.forTool(workspaceId, venture, source);
      if (latest) sources[source] = { documentId: latest.id, savedAt: latest.updatedAt, result: latest.result };
    }
    return sources as VentureSources;
  } catch (error) {
    log.warn({ tool: tool.id, err: error }, 'venture sources unavailable: generating from the form alone');
    return {};
  }
}
