import { defineTool } from '../define-tool';
import { titleFrom } from '../../workspace/schema';
import { investorReviewClient } from './client';
import { offlineInvestorReview } from './offline';
import { investorReviewPersona, investorReviewPrompt } from './prompt';
import { investorReviewSource } from './source';

export * from './client';

/** The full Investor Review, for the server: the client part plus the prompt and the offline generator. */
export const investorReview = defineTool({
  ...investorReviewClient,
  schemaName: 'investor_review',
  persona: investorReviewPersona,
  prompt: investorReviewPrompt,
  offline: offlineInvestorReview,
  asSource: investorReviewSource,
  documentTitle: (_result, input) => titleFrom(input.venture),
});
