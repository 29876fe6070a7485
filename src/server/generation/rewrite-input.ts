import { NEIGHBOURS_MAX_CHARS, PART_MARKER, type RewriteInput, type RewriteRequest } from '@/core/rewrite/rewrite';
import type { AnyToolDefinition } from '@/core/tools/define-tool';
import { partAt, partName, withPart, type EditablePart } from '@/core/tools/editable-parts';
import { factsFor } from '@/core/tools/venture-context';
import { cutAtWord } from '@/core/venture/context';
import type { VentureSources } from '@/core/venture/sources';
import type { SavedDocument } from '@/core/workspace/schema';

/**
 * What a rewrite's prompt (and the offline rewrite) quote from the saved document: the part, the
 * rest of the result around it (bounded), the inputs it was generated from and the venture's facts.
 */
export function rewriteInput(
  tool: AnyToolDefinition,
  part: EditablePart,
  document: Pick<SavedDocument, 'result' | 'inputs'>,
  sources: VentureSources,
  request: RewriteRequest,
): RewriteInput {
  const current = partAt(document.result, request.path);
  return {
    toolTitle: tool.title,
    partLabel: partName(part, current, request.path),
    kind: part.kind,
    ...(part.fields && { fields: part.fields.map(({ key, kind }) => ({ key, kind })) }),
    current,
    neighbours: cutAtWord(JSON.stringify(withPart(document.result, request.path, PART_MARKER)), NEIGHBOURS_MAX_CHARS),
    inputs: document.inputs,
    facts: factsFor(tool, sources).map((fact) => `${fact.label}: ${fact.display}`),
    style: request.style,
    ...(request.instruction && { instruction: request.instruction }),
  };
}
