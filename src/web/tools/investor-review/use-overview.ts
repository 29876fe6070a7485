import { useVentureOverview } from '@/web/workspace/use-venture-overview';
import { useWorkspace } from '@/web/workspace/workspace-context';

/**
 * The current venture's overview beside its review: which documents are missing or changed since
 * the review, and the facts Use Fact states. Read again for each review shown, and on `refresh`
 * (after a fix).
 */
export function useReviewedVenture(reviewId: string | undefined) {
  return useVentureOverview(useWorkspace().view?.currentVentureId, reviewId);
}
