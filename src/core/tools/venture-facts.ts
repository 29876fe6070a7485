/**
 * The venture's facts and its financial model, from the tools that give them (their `facts` and
 * `ventureModel`): the registry's side of core/venture/facts.ts, which names no tool. Only the
 * server calls this (through the registry).
 */
import type { FinancialModel } from '../finance/schema';
import type { FactPins } from '../venture/fact-kinds';
import { ventureFactsOf, type VentureFact } from '../venture/facts';
import type { SourceTool, VentureSources } from '../venture/sources';
import { allToolDefinitions } from './registry';

/** The tools whose newest results the venture's facts are read from, in the listings' order. */
export const FACT_TOOLS: readonly SourceTool[] = allToolDefinitions
  .filter((tool) => tool.facts)
  .map((tool) => tool.id as SourceTool);

/** The venture's facts, in FACT_IDS order: every tool's that gives facts, with the founder's pins (by default the sources') over them. */
export function ventureFacts(sources: VentureSources, pins?: FactPins): VentureFact[] {
  return ventureFactsOf(allToolDefinitions, sources, pins);
}

/** The venture's financial model: the newest result (in `newest`, by tool id) of the tool whose result it is. */
export function ventureModelIn(newest: ReadonlyMap<string, { result: unknown }>): FinancialModel | undefined {
  for (const tool of allToolDefinitions) {
    const saved = tool.ventureModel && newest.get(tool.id);
    if (saved) return tool.ventureModel?.(saved.result);
  }
  return undefined;
}
