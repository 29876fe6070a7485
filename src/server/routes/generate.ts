import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { contract } from '@/core/api/contract';
import { COMPACT_STREAM, STREAM_HEADER } from '@/core/stream/protocol';
import { type AnyToolDefinition } from '@/core/tools/define-tool';
import { strictInputs } from '@/core/tools/fields';
import { allToolDefinitions, toolDefinition } from '@/core/tools/registry';
import { sameOriginLimited } from '../guards/same-origin';
import { placeGeneration, VentureNotFound, type GenerationPlace } from '../workspace/generation-place';
import { startRecord } from '../generation/durable';
import { saveGeneration } from '../workspace/save-generation';
import { atCapacity, streamRun, type GenerateRouteOptions } from './generation-stream';
import { generationRoutes } from './generations';
import { rewriteRoute } from './rewrite';
import { serve, type Call } from './serve';

export type { GenerateRouteOptions };

/** `{ inputs }` and nothing else, per tool; built once. */
const requestSchemas = new Map(
  allToolDefinitions.map((tool) => [
    tool.id,
    z.strictObject({ inputs: strictInputs(tool.inputs), ventureId: z.string().min(1).max(100).optional() }),
  ]),
);

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

/** Where a generation's request is checked and placed (or refused, answered, and undefined): its tool, its inputs, its workspace and venture. */
async function admit(
  options: GenerateRouteOptions,
  { params, body, request, reply }: Call<typeof contract.generate>,
): Promise<{ tool: AnyToolDefinition; inputs: Record<string, string>; place: GenerationPlace } | undefined> {
  const tool = toolDefinition(params.tool);
  const schema = requestSchemas.get(params.tool);
  if (!tool || !schema) return void reply.code(404).send({ error: `Unknown tool: ${params.tool}` });
  const parsed = schema.safeParse(body);
  if (!parsed.success) return void reply.code(400).send({ error: describeIssues(tool, parsed.error) });
  if (atCapacity(options, reply)) return undefined;
  const { inputs, ventureId } = parsed.data;
  try {
    const place = await placeGeneration({
      store: options.store,
      identity: options.identity,
      request,
      reply,
      tool,
      ventureId,
    });
    return { tool, inputs: inputs as Record<string, string>, place };
  } catch (error) {
    // A venture of another workspace is refused before any provider call.
    if (error instanceof VentureNotFound) return void reply.code(404).send({ error: error.message });
    throw error;
  }
}

/** POST /api/generate/:tool: checked, placed, given a slot, then streamed as server-sent events; and the rewrite beside it. */
export async function generateRoutes(app: FastifyInstance, options: GenerateRouteOptions) {
  const { limit, store, saveTimeoutMs } = options;
  serve(app, contract.generate, { onRequest: sameOriginLimited(limit) }, async (call) => {
    const { request, reply } = call;
    // Refused (and answered) when undefined.
    const admitted = await admit(options, call);
    if (!admitted) return reply;
    const { tool, inputs, place } = admitted;
    return streamRun(options, request, reply, {
      tool,
      input: inputs,
      sources: place.kind === 'workspace' ? place.sources : {},
      onResult: saveGeneration(store, request.log, place, { tool, inputs }, saveTimeoutMs),
      compact: request.headers[STREAM_HEADER] === COMPACT_STREAM,
      // A result that has a workspace to go to is kept whatever its browser does.
      durable:
        place.kind === 'workspace'
          ? (controller) => startRecord(store, request.log, place, { tool, inputs }, controller)
          : undefined,
    });
  });
  rewriteRoute(app, options);
  generationRoutes(app, options);
}
