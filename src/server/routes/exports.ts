import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { z } from 'zod';
import { EXPORT_FORMATS, type ExportFormat } from '@/core/exports/formats';
import type { ExportSpecs } from '@/core/exports/spec';
import { resultSchema } from '@/core/tools/define-tool';
import { toolDefinition } from '@/core/tools/registry';
import { renderExport } from '../exports/render';
import { sameOriginOnly } from '../guards/same-origin';
import { parse } from './parse';

/**
 * The largest result a founder can export: a deck of ten slides at the edit limits is about 90 KB
 * of JSON, a financial model under 20 KB.
 */
export const EXPORT_BODY_LIMIT = 256 * 1024;
/** Files rendered at once by this instance; rendering is CPU work, and the machine has few cores. */
export const EXPORT_CONCURRENCY = 4;

const isFormat = (value: string): value is ExportFormat => Object.hasOwn(EXPORT_FORMATS, value);

/**
 * POST /api/exports/:tool/:format with `{ result }`: the result as it is on screen, edits included
 * (whether saved yet or not), checked against the tool's result schema (not the stricter edit
 * schema: a generated deck whose title runs past the edit limit still exports) and answered with the file. The
 * server builds the files so no export library reaches the browser (ARCHITECTURE.md, "Exports").
 */
export async function exportRoutes(app: FastifyInstance, { limit }: { limit?: onRequestHookHandler }) {
  let rendering = 0;
  app.post<{ Params: { tool: string; format: string } }>(
    '/api/exports/:tool/:format',
    { onRequest: limit ? [sameOriginOnly, limit] : [sameOriginOnly], bodyLimit: EXPORT_BODY_LIMIT },
    async (request, reply) => {
      const { tool: toolId, format } = request.params;
      const tool = toolDefinition(toolId);
      const listed = isFormat(format) ? tool?.exports?.find((entry) => entry.format === format) : undefined;
      const describe = isFormat(format) ? tool?.documents?.[format] : undefined;
      if (!tool || !listed || !describe) return reply.code(404).send({ error: `No ${format} export for ${toolId}` });

      const body = parse(z.strictObject({ result: resultSchema(tool) }), request.body, reply);
      if (!body) return reply;
      if (rendering >= EXPORT_CONCURRENCY) {
        return reply
          .code(429)
          .header('retry-after', '1')
          .send({ error: 'Too many exports at once. Please try again.' });
      }
      rendering++;
      try {
        const file = await renderExport(listed.format, describe(body.result) as ExportSpecs[typeof listed.format]);
        return reply
          .header('content-type', EXPORT_FORMATS[listed.format].mediaType)
          .header('content-disposition', `attachment; filename="${listed.fileName}"`)
          .header('cache-control', 'no-store')
          .send(file);
      } finally {
        rendering--;
      }
    },
  );
}
