import type { ToolSource } from '../../venture/context';
import type { InvestorReview } from './schema';

/** How other tools quote a saved investor review: its summary and its points, a line each. */
export const investorReviewSource: ToolSource<InvestorReview> = {
  label: 'Investor Review',
  lines: (result) => ({
    summary: ['Summary', result.summary],
    points: ['Key points', result.points.join('; ')],
  }),
};
