import { bullets, heading } from '../text-export';
import type { InvestorReview } from './schema';

/** The .txt download: the summary, then the points. */
export function investorReviewText(result: InvestorReview): string {
  return [heading('Investor Review', '='), '', result.summary, '', heading('Key Points'), bullets(result.points), ''].join('\n');
}
