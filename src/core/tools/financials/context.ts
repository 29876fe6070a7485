import type { SourceRequest } from '../define-tool';

/**
 * A model builds on the research's market size, and reads the business from the venture's profile.
 * Not on the plan: the plan states the model's figures (it builds on the model), and two documents
 * built on each other would each mark the other out of date for ever.
 */
export const financialsSources: readonly SourceRequest[] = [{ tool: 'market-research', parts: ['marketSize'] }];
