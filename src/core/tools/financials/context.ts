import type { SourceRequest } from '../define-tool';

/** A model builds on the plan's business model and the research's market size. */
export const financialsSources: readonly SourceRequest[] = [
  { tool: 'business-plan', parts: ['businessModel'] },
  { tool: 'market-research', parts: ['marketSize'] },
];
