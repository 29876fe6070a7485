import { NO_VENTURE } from '../define-tool';
import type { InvestorReview, InvestorReviewInput } from './schema';

/**
 * A deterministic investor review built from the inputs, for running with no provider. `venture`:
 * what its prompt quotes of the venture, as data (OfflineVenture: the saved results its `sources`
 * name, the facts with `quotesFacts`, the profile with `quotesProfile`); none until it asks.
 */
export function offlineInvestorReview(input: InvestorReviewInput, venture = NO_VENTURE): InvestorReview {
  const firstSentence = input.venture.split(/(?<=[.!?])\s/)[0]!.trim();
  return {
    summary: `${firstSentence} This investor review was written offline from your description alone.`,
    points: [
      'Name the customer who feels the problem most, and how they solve it today.',
      'Show one figure that proves demand: a waiting list, a pilot or a price someone paid.',
      'Say what the first year costs and what it must earn to continue.',
      ...venture.facts.map((fact) => `Keep to the venture's ${fact.label.toLowerCase()}: ${fact.display}.`),
    ],
  };
}
