import type { AnyToolDefinition } from './define-tool';
import { ideas } from './ideas';
import type { ToolId } from './listings';

/**
 * The tools the server can generate with, by id: a full definition (schemas, prompt, offline
 * generator) for each listed tool that is built. Keyed by ToolId, so an entry cannot drift from the listings.
 */
export const definitions: Partial<Record<ToolId, AnyToolDefinition>> = { ideas };

export const generators: readonly AnyToolDefinition[] = Object.values(definitions);

export function findGenerator(id: string): AnyToolDefinition | undefined {
  return generators.find((tool) => tool.id === id);
}
