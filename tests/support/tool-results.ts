import { toolDefinitions } from '@/core/tools/registry';
import type { ToolId } from '@/core/tools/listings';

/** Inputs a founder might type, one set per tool. */
export const sampleInputs = {
  ideas: { industry: 'Food', targetMarket: 'Busy parents', region: 'Lisbon' },
  'business-plan': { idea: 'Harvest Table: a weekly meal-kit service for busy parents in Lisbon' },
  'market-research': { niche: 'plant-based pet food' },
  'pitch-deck': {
    businessName: 'Harvest Table',
    businessDescription: 'A weekly meal-kit service for busy parents in Lisbon, with recipes from local cooks.',
  },
  financials: { pricingModel: 'Subscription', customerType: 'B2B - Small Business', costs: 'Salaries, Office rent' },
} as const satisfies Record<ToolId, Record<string, string>>;

/** The result a tool shows for `sampleInputs` on the offline provider, as the server finalises it. */
export function offlineResult(id: ToolId): unknown {
  const tool = toolDefinitions[id];
  const input = tool.inputs.parse(sampleInputs[id]);
  const output = tool.offline(input);
  return tool.finalize ? tool.finalize(output, input) : output;
}
