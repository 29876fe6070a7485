import { resultSchema } from '@/core/tools/define-tool';
import { toolDefinition } from '@/core/tools/registry';
import { NotFound } from '../errors';

/** The tool's own result schema checks a result on its way in and out: a stored result never reaches a screen unchecked. */
export function checkResult(tool: string, result: unknown): unknown {
  const definition = toolDefinition(tool);
  if (!definition) throw new NotFound(`Unknown tool: ${tool}`);
  return resultSchema(definition).parse(result);
}

/**
 * An earlier version as today's schema reads it (a model saved before the runway gains its
 * defaults, its figures computed again), so two versions compare by what the founder changed, not
 * by when each was saved; as stored when it no longer passes.
 */
export function readVersion(tool: string, result: unknown): unknown {
  try {
    return checkResult(tool, result);
  } catch {
    return result;
  }
}
