import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { contract } from '@/core/api/contract';
import { rewriteTool } from '@/core/rewrite/rewrite-tool';
import {
  REWRITE_INSTRUCTION_MAX,
  REWRITE_KEY_MAX,
  REWRITE_PATH_MAX,
  REWRITE_STYLES,
  type RewriteRequest,
} from '@/core/rewrite/rewrite';
import type { AnyToolDefinition } from '@/core/tools/define-tool';
import { editablePartAt, partAt, type EditablePart } from '@/core/tools/editable-parts';
import { toolDefinition } from '@/core/tools/registry';
import type { VentureSources } from '@/core/venture/sources';
import type { SavedDocument, TokenUsage } from '@/core/workspace/schema';
import { rewriteInput } from '../generation/rewrite-input';
import { sameOriginLimited } from '../guards/same-origin';
import { NotFound } from '../store/errors';
import { sourcesOf } from '../workspace/generation-place';
import { atCapacity, streamRun, type GenerateRouteOptions } from './generation-stream';
import { invalidMessage, serve } from './serve';

/** `{ documentId, path, style, instruction? }`: the instruction is the founder's own text, bounded. */
const rewriteBody = z
  .strictObject({
    documentId: z.string().min(1).max(100),
    path: z
      .array(z.union([z.string().min(1).max(REWRITE_KEY_MAX), z.number().int().min(0).max(999)]))
      .min(1)
      .max(REWRITE_PATH_MAX),
    style: z.enum(REWRITE_STYLES),
    instruction: z
      .string()
      .trim()
      .max(REWRITE_INSTRUCTION_MAX, `Instruction must be at most ${REWRITE_INSTRUCTION_MAX} characters`)
      .optional(),
  })
  .refine((body) => body.style !== 'custom' || Boolean(body.instruction), {
    message: 'Instruction is required',
    path: ['instruction'],
  });

const NOT_EDITABLE = 'This part cannot be rewritten.';

interface Admitted {
  tool: AnyToolDefinition;
  part: EditablePart;
  body: RewriteRequest;
}

/** The tool, the body and the part it names, or the 404 or 400 sent (and undefined). */
function check(reply: FastifyReply, toolId: string, raw: unknown): Admitted | undefined {
  const tool = toolDefinition(toolId);
  if (!tool) return void reply.code(404).send({ error: `Unknown tool: ${toolId}` });
  const parsed = rewriteBody.safeParse(raw);
  if (!parsed.success) return void reply.code(400).send({ error: invalidMessage(parsed.error, 'body') });
  const part = editablePartAt(tool.editableParts, parsed.data.path);
  // Only a part that declares it is written afresh (a slide: Regenerate Slide).
  if (!part || (parsed.data.style === 'regenerate' && !part.regenerate))
    return void reply.code(400).send({ error: NOT_EDITABLE });
  return { tool, part, body: parsed.data };
}

/** The saved document (this browser's, of this tool, holding the part) and what its venture holds for the prompt. */
async function documentOf(
  options: GenerateRouteOptions,
  request: FastifyRequest,
  reply: FastifyReply,
  { tool, body }: Admitted,
): Promise<{ workspaceId: string; document: SavedDocument; sources: VentureSources } | undefined> {
  const workspaceId = await options.identity.existing(request, reply);
  let document: SavedDocument | undefined;
  try {
    document = workspaceId ? await options.store.documents.get(workspaceId, body.documentId) : undefined;
  } catch (error) {
    if (!(error instanceof NotFound)) throw error;
  }
  if (!workspaceId || !document || document.tool !== tool.id)
    return void reply.code(404).send({ error: 'No such document' });
  if (partAt(document.result, body.path) === undefined) return void reply.code(400).send({ error: NOT_EDITABLE });
  try {
    return { workspaceId, document, sources: await sourcesOf(options.store, workspaceId, document.ventureId, tool) };
  } catch (error) {
    request.log.warn({ tool: tool.id, err: error }, 'venture sources unavailable: rewriting from the document alone');
    return { workspaceId, document, sources: {} };
  }
}

/**
 * The rewrite's `onResult`: saves no result (the founder's Save does, as an edit) but records what
 * the call cost with the document, before `done`; a failure to record is logged, never the founder's.
 */
function recordRewrite(
  options: GenerateRouteOptions,
  request: FastifyRequest,
  workspaceId: string,
  documentId: string,
) {
  return async (_part: unknown, { usage }: { usage: TokenUsage }) => {
    await options.store.documents
      .recordRewrite(workspaceId, documentId, usage)
      .catch((error: unknown) => request.log.warn({ err: error }, 'rewrite token usage not recorded'));
    return {};
  };
}

/**
 * POST /api/rewrite/:tool: one editable part of a saved result, rewritten through the generation
 * path (same rate limit, slots, timers, validation and Stop, the tool's model settings), with the
 * part's schema. Saves nothing but what the call cost.
 */
export function rewriteRoute(app: FastifyInstance, options: GenerateRouteOptions) {
  const { limit } = options;
  serve(app, contract.rewrite, { onRequest: sameOriginLimited(limit) }, async (call) => {
    const { request, reply } = call;
    const admitted = check(reply, call.params.tool, call.body);
    if (!admitted || atCapacity(options, reply)) return reply;
    const found = await documentOf(options, request, reply, admitted);
    if (!found) return reply;
    const { tool, part, body } = admitted;
    return streamRun(options, request, reply, {
      tool: rewriteTool(tool, part),
      input: rewriteInput(tool, part, found.document, found.sources, body),
      sources: found.sources,
      onResult: recordRewrite(options, request, found.workspaceId, found.document.id),
    });
  });
}
