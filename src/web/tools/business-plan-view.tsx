import { businessPlanClient } from '@/core/tools/business-plan/client';
import { PartEditingProvider, usePartEditing } from '@/web/editing/part-editing';
import { ResultSection, ToolScreen } from '@/web/generator/tool-screen';
import { useToolSession } from '@/web/workspace/use-tool-session';
import { ShareButton } from '@/web/share/share-button';
import { PlanTabs } from './business-plan/plan-tabs';

/** Business Plan Generator: one idea in, eight tabs out, filling in as the plan streams; opens on the venture's latest plan. */
export default function BusinessPlanView() {
  const session = useToolSession(businessPlanClient);
  const editing = usePartEditing(businessPlanClient, session);
  const { loading, result, shown } = session;
  return (
    <ToolScreen tool={businessPlanClient} session={session}>
      {shown && (
        <ResultSection
          label="Business plan"
          title="Your Business Plan"
          tool={businessPlanClient}
          result={result}
          loading={loading}
          onUseFact={session.saveUsedFacts}
          actions={!loading && <ShareButton documentId={session.saved.shown?.id} />}
        >
          <PartEditingProvider value={editing}>
            <PlanTabs plan={shown} loading={loading} />
          </PartEditingProvider>
        </ResultSection>
      )}
    </ToolScreen>
  );
}
