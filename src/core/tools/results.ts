/**
 * Each tool's result type, by id: what one tool may read of another's saved work (venture/sources.ts
 * maps over it). Taken from the schemas alone, which import nothing of the definitions, so the
 * generic tool contract can name it without a cycle. Keyed by every ToolId: a tool listed without
 * its result type here fails to compile.
 */
import type { FinancialModel } from '../finance/schema';
import type { BusinessPlan } from './business-plan/schema';
import type { IdeasResult } from './ideas/schema';
import type { ToolId } from './listings';
import type { MarketResearch } from './market-research/schema';
import type { PitchDeckResult } from './pitch-deck/schema';
import type { InvestorReview } from './investor-review/schema';

type EveryTool<Results extends Record<ToolId, unknown> & { [Id in Exclude<keyof Results, ToolId>]: never }> = Results;

export type ToolResults = EveryTool<{
  ideas: IdeasResult;
  'business-plan': BusinessPlan;
  'market-research': MarketResearch;
  'pitch-deck': PitchDeckResult;
  financials: FinancialModel;
  'investor-review': InvestorReview;
}>;
