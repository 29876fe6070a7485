import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ExportContext } from '@/core/exports/context';
import type { LookRequest } from '../exports/render-messages';
import { NotFound } from '../store/errors';
import type { VentureRead } from '../store/venture-reads';
import type { Store } from '../store/store';
import { lookRequestOf } from './deck-look';
import type { WorkspaceIdentity } from './identity';

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
  /** The tool draws a designed deck: the venture's look comes too. */
  designed: boolean;
}

/** What a file is made with besides the result, and for a designed deck the venture's look. */
export interface MadeWith {
  context: ExportContext;
  look?: LookRequest;
}

/**
 * What a finished document says of its venture: the name on its cover and in its properties, and
 * the newest saved financial model its key figures are computed from, with the founder's pins over
 * them; for a designed deck, the venture's design and facts. All from the venture's one read
 * (store/venture-reads.ts). A database that cannot answer is no reason to refuse a file: it is made
 * without them (logged), as a generation goes on from the form alone.
 */
export async function exportContext({
  store,
  identity,
  request,
  reply,
  ventureId,
  date,
  designed,
}: ContextRequest): Promise<MadeWith> {
  if (!ventureId) return { context: { date } };
  const workspaceId = await identity.existing(request, reply);
  if (!workspaceId) throw new ExportVentureNotFound('No such venture');
  let read: VentureRead;
  try {
    read = await store.reads.read(workspaceId, ventureId);
  } catch (error) {
    if (error instanceof NotFound) throw new ExportVentureNotFound('No such venture');
    request.log.warn({ err: error }, 'venture unavailable: exporting without its name and figures');
    return { context: { date } };
  }
  const model = read.model();
  const context = { venture: read.venture.name, date, ...(model ? { model, pins: read.pins } : {}) };
  return designed ? { context, look: await lookRequestOf(read) } : { context };
}
