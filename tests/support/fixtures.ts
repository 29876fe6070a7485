/**
 * What the tests share as data: sample inputs per tool, the texts docs/product.md fixes (taken from
 * where src/core types them, never typed again here), and canned results. Every test takes these
 * from here rather than writing its own copy.
 */
import { NO_FUNDING, type Assumptions } from '@/core/finance/schema';
import { PLAN_SECTIONS } from '@/core/tools/business-plan/schema';
import type { ToolId } from '@/core/tools/listings';
import { RESEARCH_TABS, SWOT_QUADRANTS } from '@/core/tools/market-research/schema';
import { toolDefinitions } from '@/core/tools/registry';

// The spec's fixed texts, as src/core has them (docs/product.md §2 and §9). The core's own tests
// check their spelling against docs/product.md once (pitch-deck.test.ts, financials.test.ts, ...).
export { SLIDE_TITLES } from '@/core/tools/pitch-deck/schema';
export { CUSTOMER_TYPES, PRICING_MODELS } from '@/core/tools/financials/schema';
export { PLAN_SECTIONS, RESEARCH_TABS, SWOT_QUADRANTS };
/** The business plan's tabs, in order. */
export const PLAN_TABS = PLAN_SECTIONS.map((section) => section.tab);
/** Market research's tabs, in order. */
export const RESEARCH_TAB_NAMES = RESEARCH_TABS.map((tab) => tab.tab);

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
  'investor-review': { focus: 'Seed round from angels' },
} as const satisfies Record<ToolId, Record<string, string>>;

/** What the offline provider's model answers for `sampleInputs`: the document a stream carries. */
export function offlineOutput(id: ToolId): unknown {
  const tool = toolDefinitions[id];
  return tool.offline(tool.inputs.parse(sampleInputs[id]));
}

/** The result a tool shows for `sampleInputs` on the offline provider, as the server finalises it. */
export function offlineResult(id: ToolId): unknown {
  const tool = toolDefinitions[id];
  const input = tool.inputs.parse(sampleInputs[id]);
  const output = tool.offline(input);
  return tool.finalize ? tool.finalize(output, input) : output;
}

/**
 * Assumptions whose figures can be checked by hand (net growth of 10% a month from 100 customers
 * at $100), shared by the tests of the engine, the export and the screen.
 */
export const sampleAssumptions: Assumptions = {
  monthlyPricePerCustomer: { value: 100, rationale: 'Mid-market SaaS price.' },
  startingCustomers: { value: 100, rationale: 'Pilot customers.' },
  monthlyGrowthPercent: { value: 12, rationale: 'Inbound demand.' },
  monthlyChurnPercent: { value: 2, rationale: 'Sticky workflows.' },
  grossMarginPercent: { value: 80, rationale: 'Software margins.' },
  customerAcquisitionCost: { value: 300, rationale: 'Search ads and demos.' },
  variableCostPerCustomer: { value: 10, rationale: 'Hosting per account.' },
  costs: [
    { name: 'Salaries', monthlyAmount: 15_000, rationale: 'Two founders.' },
    { name: 'Office rent', monthlyAmount: 3_000, rationale: 'Small office.' },
    { name: 'Cloud hosting', monthlyAmount: 1_000, rationale: 'Managed services.' },
  ],
  currency: 'USD',
  hiringPlan: [],
  funding: NO_FUNDING,
};
