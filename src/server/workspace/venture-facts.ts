import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AnyToolDefinition } from '@/core/tools/define-tool';
import { tools } from '@/core/tools/listings';
import { toolDefinition } from '@/core/tools/registry';
import { factsFor } from '@/core/tools/venture-context';
import { conflictHeading } from '@/core/venture/conflicts';
import type { VentureFact } from '@/core/venture/facts';
import type { VentureOverview } from '@/core/workspace/schema';
import type { RenderPool } from '../exports/render-pool';
import { sendKept } from '../lib/kept-answer';
import type { VentureRead } from '../store/venture-reads';
import type { Store } from '../store/store';

/** The facts a result of `tool` is checked against: none for a tool whose prose states no facts. */
export async function factsForTool(
  store: Store,
  workspaceId: string,
  ventureId: string,
  tool: Pick<AnyToolDefinition, 'id' | 'sources' | 'checksFigures' | 'factsFrom'>,
): Promise<VentureFact[] | undefined> {
  if (!tool.checksFigures) return undefined;
  const read = await store.reads.read(workspaceId, ventureId);
  return read.memo(`facts:${tool.id}`, () => factsFor(tool, read.factSources));
}

/**
 * How many figures of `result` (a result of `tool` in the venture) state another value than the
 * venture's facts: the check the screen makes with the checker it loads, made again where a result
 * leaves the app (an export, a share link), so no client sends a known conflict without the founder's word.
 * Run in a render thread (tens of milliseconds for a large deck, which 30 exports at once would
 * otherwise hold the event loop with); RenderPoolFullError when too many tasks wait.
 */
export async function figureConflictsOf(
  store: Store,
  pool: RenderPool,
  workspaceId: string,
  ventureId: string,
  tool: Pick<AnyToolDefinition, 'id' | 'checksFigures'>,
  result: unknown,
): Promise<number> {
  if (!tool.checksFigures) return 0;
  const read = await store.reads.read(workspaceId, ventureId);
  const [count = 0] = await pool.run({
    kind: 'conflicts',
    documents: [{ tool: tool.id, result }],
    sources: read.factSources,
  });
  return count;
}

/**
 * The refusal of an export or a share link whose result has conflicts the request did not accept
 * (`conflictsAccepted`): 409 with the count, which the screen asks the founder about (docs/product.md §10).
 */
export const refuseConflicts = (reply: FastifyReply, count: number) =>
  reply.code(409).send({ error: `${conflictHeading(count)}.`, figureConflicts: count });

/**
 * The Venture screen's data for one revision: the facts, and each tool's newest result with the
 * count of its figures that state another value (the figure check, run in a render thread), and
 * the questions those results give to rehearse beside the deck's slides (the Presenter View).
 */
async function overviewOf(read: VentureRead, pool: RenderPool): Promise<VentureOverview> {
  const newest = tools.flatMap(({ id }) => read.newest.get(id) ?? []);
  const checked = newest.filter((document) => toolDefinition(document.tool)?.checksFigures);
  const counts =
    checked.length > 0
      ? await pool.run({
          kind: 'conflicts',
          documents: checked.map(({ tool, result }) => ({ tool, result })),
          sources: read.factSources,
        })
      : [];
  const conflicts = new Map(checked.map((document, index) => [document.id, counts[index] ?? 0]));
  const documents = newest.map((document) => ({
    tool: document.tool,
    id: document.id,
    title: document.title,
    updatedAt: document.updatedAt,
    changedSince: document.changedSince,
    conflicts: conflicts.get(document.id) ?? 0,
  }));
  const rehearsal = newest.flatMap((document) => toolDefinition(document.tool)?.rehearsal?.(document.result) ?? []);
  return { ventureId: read.ventureId, facts: read.facts(), documents, rehearsal };
}

/** The Venture screen's data: the facts with their sources, and each tool's newest result (once per revision). */
export async function ventureOverview(
  store: Store,
  pool: RenderPool,
  workspaceId: string,
  ventureId: string,
): Promise<VentureOverview> {
  const read = await store.reads.read(workspaceId, ventureId);
  return read.memo('overview', () => overviewOf(read, pool));
}

/**
 * GET /api/ventures/:id/facts's answer: `ventureOverview`, sent compressed once per revision to a
 * client that takes it (lib/kept-answer.ts); the value itself otherwise.
 */
export async function sendVentureOverview(
  { store, pool }: { store: Store; pool: RenderPool },
  workspaceId: string,
  ventureId: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<VentureOverview | FastifyReply> {
  const read = await store.reads.read(workspaceId, ventureId);
  const overview = await read.memo('overview', () => overviewOf(read, pool));
  return sendKept(request, reply, overview, (key, make) => read.memo(`overview:${key}`, make));
}
