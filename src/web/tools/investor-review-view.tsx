import { investorReviewClient } from '@/core/tools/investor-review/client';
import { ResultSection, ToolScreen } from '@/web/generator/tool-screen';
import { useToolSession } from '@/web/workspace/use-tool-session';

/** Investor Review: a venture in, a summary and its key points out, filling in as it streams. */
export default function InvestorReviewView() {
  const session = useToolSession(investorReviewClient);
  const { loading, result, shown } = session;
  return (
    <ToolScreen tool={investorReviewClient} session={session}>
      {shown && (
        <ResultSection label="Investor Review" title="Your Investor Review" tool={investorReviewClient} result={result} loading={loading}>
          {shown.summary && <p className="text-base-700">{shown.summary}</p>}
          <ul className="mt-4 list-disc space-y-1 pl-6">
            {(shown.points ?? []).map((point, index) => (
              <li key={index}>{point}</li>
            ))}
          </ul>
        </ResultSection>
      )}
    </ToolScreen>
  );
}
