import { businessPlan } from './business-plan';
import type { AnyToolDefinition } from './define-tool';
import { financials } from './financials';
import { ideas } from './ideas';
import type { ToolId } from './listings';
import { marketResearch } from './market-research';
import { pitchDeck } from './pitch-deck';

/**
 * Each listed tool's full definition (schemas, prompt, offline generator, export), by id. Keyed by
 * ToolId, so a tool listed without a definition, or defined without a listing, fails to compile.
 */
export const definitions: Record<ToolId, AnyToolDefinition> = {
  ideas,
  'business-plan': businessPlan,
  'market-research': marketResearch,
  'pitch-deck': pitchDeck,
  financials,
};

export const generators: readonly AnyToolDefinition[] = Object.values(definitions);

export function findGenerator(id: string): AnyToolDefinition | undefined {
  return generators.find((tool) => tool.id === id);
}
