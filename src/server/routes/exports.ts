import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { z } from 'zod';
import { todayIso } from '@/core/exports/context';
import { exportFileName } from '@/core/exports/file-name';
import { EXPORT_FORMATS, type ExportFormat } from '@/core/exports/formats';
import { resultSchema, type AnyToolDefinition } from '@/core/tools/define-tool';
import { toolDefinition } from '@/core/tools/registry';
import { RenderPoolFullError, type RenderPool } from '../exports/render-pool';
import { contract } from '@/core/api/contract';
import { sameOriginLimited } from '../guards/same-origin';
import { attachment } from '../lib/content-disposition';
import type { Store } from '../store/store';
import { exportContext, ExportVentureNotFound, type MadeWith } from '../workspace/export-context';
import { figureConflictsOf, refuseConflicts } from '../workspace/venture-facts';
import type { WorkspaceIdentity } from '../workspace/identity';
import { BODY_LIMITS } from './route-deps';
import { parse, serve } from './serve';

/**
 * The largest result a founder can export: the largest one they can save (an edit's limit: a deck
 * of 30 slides at the edit limits, in a script of three bytes a character, is some 750 KB of JSON).
 */
export const EXPORT_BODY_LIMIT = BODY_LIMITS.edit;

export interface ExportRouteOptions {
  /** Renders in worker threads: EXPORT_WORKERS at once, twice as many waiting; beyond that, 429. */
  pool: RenderPool;
  /** The per-client export rate limit's hook; none when the limit is off. */
  limit?: onRequestHookHandler;
  /** Where the venture named by an export is read from (its name, its saved model, its design and facts). */
  store: Store;
  identity: WorkspaceIdentity;
}

const refuse = (reply: FastifyReply) =>
  reply.code(429).header('retry-after', '1').send({ error: 'Too many exports at once. Please try again.' });

const isFormat = (value: string): value is ExportFormat => Object.hasOwn(EXPORT_FORMATS, value);

/** The venture (this browser's) and the founder's day: a finished document's cover and figures. */
const contextFields = {
  ventureId: z.string().min(1).max(100).optional(),
  date: z.iso.date().optional(),
  /** The founder was told of the result's figure conflicts and chose Export Anyway. */
  conflictsAccepted: z.literal(true).optional(),
};

/**
 * What the file is made with besides the result: the venture's name, the day and its saved model
 * (a document's cover and key figures) and, for a designed deck, the venture's design and facts.
 * Undefined (and answered 404) when the venture is not this browser's.
 */
async function madeWith(
  { store, identity }: ExportRouteOptions,
  request: FastifyRequest,
  reply: FastifyReply,
  { ventureId, date = todayIso(), designed }: { ventureId?: string; date?: string; designed: boolean },
): Promise<MadeWith | undefined> {
  try {
    return await exportContext({ store, identity, request, reply, ventureId, date, designed });
  } catch (error) {
    if (error instanceof ExportVentureNotFound) return void reply.code(404).send({ error: error.message });
    throw error;
  }
}

/**
 * The result's figure conflicts against the venture's facts (0 for a tool whose prose states none,
 * or without a venture), counted in a render thread. A database that cannot answer is no reason to
 * refuse a file, as for its cover (export-context.ts): the screen asked with its own check, from the
 * facts it loaded. A full pool is: RenderPoolFullError, a 429 as for the file.
 */
async function conflictsOf(
  { store, identity, pool }: ExportRouteOptions,
  request: FastifyRequest,
  reply: FastifyReply,
  { tool, ventureId, result }: { tool: AnyToolDefinition; ventureId?: string; result: unknown },
): Promise<number> {
  if (!tool.checksFigures || !ventureId) return 0;
  try {
    const workspaceId = await identity.existing(request, reply);
    return workspaceId ? await figureConflictsOf(store, pool, workspaceId, ventureId, tool, result) : 0;
  } catch (error) {
    if (error instanceof RenderPoolFullError) throw error;
    request.log.warn({ err: error }, 'venture facts unavailable: exporting without the figure check');
    return 0;
  }
}

/**
 * POST /api/exports/:tool/:format with `{ result, ventureId?, date?, conflictsAccepted? }`: the result as it is on screen, edits included
 * (whether saved yet or not), checked against the tool's result schema (not the stricter edit
 * schema: a generated deck whose title runs past the edit limit still exports) and  answered with the file (a deck drawn
 * in the venture's design when `ventureId` names the founder's venture); a result whose figures
 * differ from the venture's facts is refused (409, `figureConflicts`) unless `conflictsAccepted`. The
 * server builds the files so no export library reaches the browser (docs/decisions.md, "Exports").
 */
export async function exportRoutes(app: FastifyInstance, options: ExportRouteOptions) {
  const { pool, limit } = options;
  serve(
    app,
    contract.exportFile,
    {
      onRequest: sameOriginLimited(limit),
      // Full already: refused before its body (up to 1 MB of JSON) is read, parsed and checked on
      // the event loop, which 30 exports at once would otherwise hold for tens of milliseconds.
      preParsing: async (_request, reply, payload) => (pool.hasRoom ? payload : refuse(reply)),
      bodyLimit: EXPORT_BODY_LIMIT,
    },
    async ({ params, request, reply }) => {
      const { tool: toolId, format } = params;
      const tool = toolDefinition(toolId);
      const listed = isFormat(format) ? tool?.exports?.find((entry) => entry.format === format) : undefined;
      const described = isFormat(format) && tool?.documents?.[format] !== undefined;
      if (!tool || !listed || !described) return reply.code(404).send({ error: `No ${format} export for ${toolId}` });

      // The contract takes any result; it must be this tool's.
      const body = parse(z.strictObject({ result: resultSchema(tool), ...contextFields }), request.body, reply);
      if (!body) return reply;
      // Its place in the pool before its venture is read: a full pool refuses it having read nothing.
      const place = pool.reserve();
      if (!place) return refuse(reply);
      let file: Buffer;
      let venture: string | undefined;
      try {
        const made = await madeWith(options, request, reply, { ...body, designed: tool.designedDeck === true });
        if (!made) return reply;
        venture = made.context.venture;
        // Nothing leaves with a known conflict unsaid: without Export Anyway, the screen is told to ask.
        const conflicts = body.conflictsAccepted ? 0 : await conflictsOf(options, request, reply, { ...body, tool });
        if (conflicts > 0) return refuseConflicts(reply, conflicts);
        // Described in the thread too, the deck's figures checked there: tens of milliseconds for a large one.
        file = await place.render({ tool: tool.id, format: listed.format, result: body.result, ...made }, (note) =>
          request.log.warn({ tool: tool.id, format: listed.format }, note),
        );
      } catch (error) {
        if (!(error instanceof RenderPoolFullError)) throw error;
        return refuse(reply);
      } finally {
        place.release();
      }
      return (
        reply
          .header('content-type', EXPORT_FORMATS[listed.format].mediaType)
          // Named for the venture, as the browser names its download (core/exports/file-name.ts).
          .header('content-disposition', attachment(exportFileName(tool.navLabel, listed, venture)))
          .header('cache-control', 'no-store')
          .send(file)
      );
    },
  );
}
