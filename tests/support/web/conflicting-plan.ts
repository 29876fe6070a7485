import { savedDocument } from './workspace-fetch';

/**
 * A business plan for Ledger Loop that states a price of $19 a month and break-even by Month 14:
 * against a model at $24 and Month 8 (modelFact), two figures differ from the venture's facts.
 */
export const CONFLICTING_PLAN = {
  executiveSummary: 'Ledger Loop helps freelancers set tax aside.',
  problemStatement: 'Taxes surprise them.',
  solutionOverview: 'Automatic set-asides.',
  targetMarket: 'Freelancers in Germany.',
  businessModel: 'The price is $19 a month, billed to each freelancer.',
  goToMarket: 'Communities.',
  competitiveAnalysis: 'Banks.',
  keyMilestones: ['Break even by Month 14'],
};

/** That plan, saved as the venture's business plan. */
export const conflictingPlan = () =>
  savedDocument('business-plan', { idea: 'Ledger Loop: tax set-asides for freelancers' }, CONFLICTING_PLAN);
