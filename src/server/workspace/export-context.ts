import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ExportContext } from '@/core/exports/context';
import type { FinancialModel } from '@/core/finance/schema';
import type { FactPins } from '@/core/venture/fact-kinds';
import type { Store } from '../store/store';
import type { WorkspaceIdentity } from './identity';
import { latestSource } from './generation-place';

/** The export names a venture that is not this browser's: the route answers 404. */
export class ExportVentureNotFound extends Error {
  override name = 'ExportVentureNotFound';
}

interface ContextRequest {
  store: Store;
  identity: WorkspaceIdentity;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The venture the screen shows; none for a result that was never saved. */
  ventureId: string | undefined;
  /** The founder's day (ISO date); the server's UTC day when absent. */
  date: string;
}

/**
 * What a finished document says of its venture: the name on its cover and in its properties, and
 * the newest saved financial model its key figures are computed from, with the founder's pins over
 * them. A database that cannot answer is no reason to refuse a file: it is made without them
 * (logged), as a generation goes on from the form alone.
 */
export async function exportContext({
  store,
  identity,
  request,
  reply,
  ventureId,
  date,
}: ContextRequest): Promise<ExportContext> {
  if (!ventureId) return { date };
  const workspaceId = await identity.existing(request, reply);
  if (!workspaceId) throw new ExportVentureNotFound('No such venture');
  let venture: { name: string } | undefined;
  let model: FinancialModel | undefined;
  let pins: FactPins = {};
  try {
    venture = (await store.workspaces.view(workspaceId)).ventures.find((each) => each.id === ventureId);
    if (venture) model = (await latestSource(store, workspaceId, ventureId, 'financials'))?.result as FinancialModel;
    if (model) pins = await store.pins.list(workspaceId, ventureId);
  } catch (error) {
    request.log.warn({ err: error }, 'venture unavailable: exporting without its name and figures');
    return { date };
  }
  if (!venture) throw new ExportVentureNotFound('No such venture');
  return { venture: venture.name, date, ...(model ? { model, pins } : {}) };
}
