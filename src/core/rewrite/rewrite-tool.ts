/**
 * A rewrite as a generation: a tool definition derived from the part's own tool, so the one
 * generation path (run-generation.ts) streams it with its persona, the venture's context and
 * facts, the model's JSON schema, validation, output cleaning, limits and Stop. Its output is
 * `{ part }` (a model's structured output is an object) checked against the part's schema, and its
 * result the part alone: a rewrite cannot change another part. Only the server imports this.
 */
import * as z from 'zod/mini';
import type { AnyToolDefinition } from '../tools/define-tool';
import type { EditablePart } from '../tools/editable-parts';
import { offlineRewrite } from './offline';
import { rewritePrompt } from './prompt';
import type { RewriteInput } from './rewrite';

const cache = new WeakMap<AnyToolDefinition, WeakMap<EditablePart, AnyToolDefinition>>();

/** The rewrite of `part` of `tool`'s result as a tool definition; built once per part. */
export function rewriteTool(tool: AnyToolDefinition, part: EditablePart): AnyToolDefinition {
  let parts = cache.get(tool);
  if (!parts) cache.set(tool, (parts = new WeakMap()));
  let derived = parts.get(part);
  if (!derived) {
    derived = {
      ...tool,
      schemaName: `${tool.schemaName}_part`.slice(0, 64),
      output: z.strictObject({ part: part.schema }),
      result: part.schema,
      finalize: (output) => (output as { part: unknown }).part,
      prompt: (input) => rewritePrompt(input as unknown as RewriteInput),
      offline: (input) => ({ part: offlineRewrite(input as unknown as RewriteInput) }),
      // The part alone is no document: nothing to reconcile, check whole, or save.
      reconcile: undefined,
      checksFigures: false,
      editable: undefined,
    };
    parts.set(part, derived);
  }
  return derived;
}
