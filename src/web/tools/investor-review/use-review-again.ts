import { useEffect, useRef, useState } from 'react';
import type { InvestorReview } from '@/core/tools/investor-review/client';
import type { VentureOverview } from '@/core/workspace/schema';
import { reviewOutOfDate } from './documents-panel';

interface ReviewAgain {
  review: InvestorReview | null;
  reviewId: string | undefined;
  overview: VentureOverview | null;
  loading: boolean;
  generate: (values: Record<string, string>) => Promise<boolean>;
}

/**
 * Reviews again by itself when the founder arrives on a review its documents have changed since
 * (a plan regenerated, an assumption edited, a fact used elsewhere), with the review's focus:
 * out of date like any other tool, but a review is only worth reading current. Decided once, on
 * the first overview read after arriving: fixes made on this screen wait for Review My Venture, so
 * several can be made in a row, and a failed review is not asked again in a loop. A review whose
 * answers the founder edited asks first, as every regeneration does. Says which: 'running' while
 * that review runs, 'done' after it (the screen says why the review changed), null otherwise.
 */
export function useReviewAgainWhenChanged({ review, reviewId, overview, loading, generate }: ReviewAgain) {
  const [arrival, setArrival] = useState<{ decided: boolean; again: boolean }>({ decided: false, again: false });
  // Decided while rendering, from what is on screen: no frame shows the old review as current.
  if (!arrival.decided && !loading && review && reviewId && overview)
    setArrival({ decided: true, again: reviewOutOfDate(review.documents, overview) });
  const start = useRef({ generate, focus: review?.focus ?? '' });
  useEffect(() => {
    start.current = { generate, focus: review?.focus ?? start.current.focus };
  });
  useEffect(() => {
    if (arrival.again) void start.current.generate({ focus: start.current.focus });
  }, [arrival.again]);
  if (!arrival.again) return null;
  return loading ? 'running' : 'done';
}
