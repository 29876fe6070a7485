import { businessPlan } from './business-plan';
import type { AnyToolDefinition } from './define-tool';
import { financials } from './financials';
import { ideas } from './ideas';
import type { ToolId } from './listings';
import { marketResearch } from './market-research';
import { pitchDeck } from './pitch-deck';
import { investorReview } from './investor-review';

/**
 * Each listed tool's full definition (schemas, prompt, offline generator, export), by id. Keyed by
 * ToolId, so a tool listed without a definition, or defined without a listing, fails to compile.
 */
export const toolDefinitions: Record<ToolId, AnyToolDefinition> = {
  ideas,
  'business-plan': businessPlan,
  'market-research': marketResearch,
  'pitch-deck': pitchDeck,
  financials,
  'investor-review': investorReview,
};

/** The same definitions as a list, in the listings' order. */
export const allToolDefinitions: readonly AnyToolDefinition[] = Object.values(toolDefinitions);

/** The definition of the tool `id` names (from a URL or a stored row), if there is one. */
export function toolDefinition(id: string): AnyToolDefinition | undefined {
  return allToolDefinitions.find((tool) => tool.id === id);
}
