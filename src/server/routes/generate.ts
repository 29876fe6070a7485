import { PassThrough } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { extractJson } from '@/core/stream/parse-json';
import { encodeEvent, SERVICE_ERRORS, type GenerationEvent } from '@/core/stream/protocol';
import type { AnyToolDefinition } from '@/core/tools/define-tool';
import { findGenerator, generators } from '@/core/tools/registry';
import { ProviderError, type Provider } from '../providers/provider';

/**
 * Deltas are sent at most this often. The browser renders once per frame anyway, and batching
 * keeps the bytes sent close to the size of the document itself instead of one event per token.
 */
export const DELTA_INTERVAL_MS = 40;

const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  // Proxies such as nginx would otherwise buffer the stream and the result would arrive all at once.
  'x-accel-buffering': 'no',
};

/** `{ inputs }` and nothing else, per tool; built once. */
const requestSchemas = new Map(generators.map((tool) => [tool.id, z.strictObject({ inputs: tool.inputs.strict() })]));

/** One readable sentence per problem, naming fields by their labels. */
function describeIssues(tool: AnyToolDefinition, error: z.ZodError): string {
  const labels = tool.fields as Record<string, { label: string } | undefined>;
  return error.issues
    .map((issue) => {
      const field = issue.path[0] === 'inputs' ? issue.path[1] : issue.path[0];
      if (field === undefined) return issue.code === 'unrecognized_keys' ? issue.message : `inputs: ${issue.message}`;
      const name = labels[String(field)]?.label ?? String(field);
      // Our own messages read on from the label ("Industry is required"); zod's stand after a colon.
      return /^[a-z]/.test(issue.message) ? `${name} ${issue.message}` : `${name}: ${issue.message}`;
    })
    .join('; ');
}

interface GenerationJob {
  provider: Provider;
  tool: AnyToolDefinition;
  input: unknown;
  signal: AbortSignal;
  out: PassThrough;
  log: FastifyBaseLogger;
}

/** Streams one generation into `out`: throttled deltas, then `done` with the validated result, or `error`. */
async function runGeneration({ provider, tool, input, signal, out, log }: GenerationJob): Promise<void> {
  const send = (event: GenerationEvent) => {
    if (!out.destroyed) out.write(encodeEvent(event));
  };
  let text = '';
  let pending = '';
  let lastFlush = 0;
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    lastFlush = Date.now();
    if (pending) send({ event: 'delta', data: pending });
    pending = '';
  };

  try {
    for await (const chunk of provider.stream({ tool, input, signal })) {
      text += chunk;
      pending += chunk;
      const wait = DELTA_INTERVAL_MS - (Date.now() - lastFlush);
      if (wait <= 0) flush();
      else timer ??= setTimeout(flush, wait);
    }
    flush();
    const result = tool.output.safeParse(extractJson(text));
    if (result.success) {
      send({ event: 'done', data: { result: result.data } });
    } else {
      log.warn({ tool: tool.id, issues: result.error.issues.slice(0, 5) }, 'model output failed validation');
      send({ event: 'error', data: { message: SERVICE_ERRORS.parse } });
    }
  } catch (error) {
    clearTimeout(timer);
    if (signal.aborted) {
      log.info({ tool: tool.id }, 'generation aborted: the client went away');
    } else {
      const message = error instanceof ProviderError ? error.message : SERVICE_ERRORS.generic;
      log.warn({ tool: tool.id, err: error instanceof ProviderError ? message : error }, 'generation failed');
      send({ event: 'error', data: { message } });
    }
  } finally {
    out.end();
  }
}

export async function generateRoutes(app: FastifyInstance, { provider }: { provider: Provider }) {
  app.post<{ Params: { tool: string } }>('/api/generate/:tool', async (request, reply) => {
    const tool = findGenerator(request.params.tool);
    const schema = requestSchemas.get(request.params.tool);
    if (!tool || !schema) return reply.code(404).send({ error: `Unknown tool: ${request.params.tool}` });

    const parsed = schema.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: describeIssues(tool, parsed.error) });

    const abort = new AbortController();
    // 'close' before the response finished means the browser went away: stop paying for the upstream.
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) abort.abort();
    });
    const out = new PassThrough();
    void runGeneration({ provider, tool, input: parsed.data.inputs, signal: abort.signal, out, log: request.log });
    return reply.code(200).headers(SSE_HEADERS).send(out);
  });
}
