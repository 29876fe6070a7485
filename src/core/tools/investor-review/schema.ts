import * as z from 'zod/mini';
import { filledText, longText, nonEmptyList } from '../fields';

export const investorReviewInput = z.object({
  /** What the venture does, for whom and how it earns. */
  venture: longText(),
});
export type InvestorReviewInput = z.infer<typeof investorReviewInput>;

/** Every part required, as strict structured outputs demand. */
export const investorReviewOutput = z.object({
  summary: filledText(),
  points: nonEmptyList(filledText()),
});
export type InvestorReview = z.infer<typeof investorReviewOutput>;
