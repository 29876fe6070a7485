import { useCallback, useState } from 'react';
import type { Finding } from '@/core/review/types';
import { DOCUMENT_LABELS } from '@/core/review/types';
import { investorReviewClient, type InvestorReview } from '@/core/tools/investor-review/client';
import { toast } from '@/web/components/ui/toaster';
import { PartEditingProvider, usePartEditing } from '@/web/editing/part-editing';
import { ResultSection, ToolScreen } from '@/web/generator/tool-screen';
import { ShareButton } from '@/web/share/share-button';
import { useToolSession } from '@/web/workspace/use-tool-session';
import { CritiqueList } from './investor-review/critique-list';
import { DocumentsPanel } from './investor-review/documents-panel';
import { FindingsList, type FindingFixes } from './investor-review/findings-list';
import { QuestionList } from './investor-review/question-list';
import { ReadinessPanel } from './investor-review/readiness-panel';
import { REVIEW_TEXTS } from './investor-review/texts';
import { useReviewedVenture } from './investor-review/use-overview';
import { useReviewAgainWhenChanged } from './investor-review/use-review-again';

/** Use Fact on a finding's document, then the overview again (the document changed since the review). */
function useFindingFixes(review: InvestorReview | null, reviewId: string | undefined) {
  const { overview, refresh } = useReviewedVenture(reviewId);
  const [fixed, setFixed] = useState<{ at?: string; ids: ReadonlySet<string> }>({ ids: new Set() });
  const [busy, setBusy] = useState<string | null>(null);
  const toolOf = useCallback(
    (kind: Finding['where']['document']) => review?.documents.find((document) => document.kind === kind)?.tool ?? '',
    [review],
  );
  const onUseFact = async (finding: Finding) => {
    const { fix } = finding;
    const newest = overview?.documents.find(
      (document) => document.tool === toolOf(fix.kind === 'useFact' ? fix.document : finding.where.document),
    );
    if (fix.kind !== 'useFact' || !newest || !overview) return;
    setBusy(finding.id);
    try {
      const { applyFactTo } = await import('./investor-review/use-fact');
      const outcome = await applyFactTo(newest.id, fix, overview.facts);
      if (outcome === 'used')
        toast.success(REVIEW_TEXTS.factUsed.title, {
          description: REVIEW_TEXTS.factUsed.description(DOCUMENT_LABELS[fix.document]),
        });
      else toast.error(REVIEW_TEXTS.factGone);
      setFixed((old) => ({ at: reviewId, ids: new Set([...(old.at === reviewId ? old.ids : []), finding.id]) }));
      refresh();
    } catch {
      toast.error(REVIEW_TEXTS.factFailed);
    } finally {
      setBusy(null);
    }
  };
  // A new review starts with nothing fixed since it.
  const ids = fixed.at === reviewId ? fixed.ids : new Set<string>();
  const fixes: FindingFixes = { toolOf, onUseFact, fixed: ids, busy };
  return { overview, fixes };
}

/** Investor Review: an optional focus in; the venture's findings, scores, critique and likely questions out. */
export default function InvestorReviewView() {
  const session = useToolSession(investorReviewClient);
  const editing = usePartEditing(investorReviewClient, session);
  const { loading, result, shown, generate } = session;
  const reviewId = session.saved.shown?.id;
  const { overview, fixes } = useFindingFixes(result, reviewId);
  const reviewingAgain = useReviewAgainWhenChanged({ review: result, reviewId, overview, loading, generate });
  return (
    <ToolScreen tool={investorReviewClient} session={session}>
      {shown && (
        <ResultSection
          label="Investor review"
          title="Your Investor Review"
          tool={investorReviewClient}
          result={result}
          loading={loading}
          actions={!loading && <ShareButton documentId={reviewId} />}
        >
          <PartEditingProvider value={editing}>
            <div className="flex flex-col gap-6">
              <p role="status" className={reviewingAgain ? 'text-sm font-medium text-base-700' : 'sr-only'}>
                {reviewingAgain && REVIEW_TEXTS.reviewingAgain[reviewingAgain]}
              </p>
              {result && <DocumentsPanel documents={result.documents} overview={overview} />}
              {result && <ReadinessPanel readiness={result.readiness} />}
              {result && <FindingsList findings={result.findings} fixes={fixes} />}
              <CritiqueList critique={shown.critique ?? []} findings={result?.findings} />
              {result && <QuestionList questions={result.questions} />}
            </div>
          </PartEditingProvider>
        </ResultSection>
      )}
    </ToolScreen>
  );
}
