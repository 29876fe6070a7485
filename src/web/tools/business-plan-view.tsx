import { businessPlanClient } from '@/core/tools/business-plan/client';
import { BusyIndicator } from '@/web/generator/busy-indicator';
import { GeneratorForm } from '@/web/generator/generator-form';
import { ResultHeader } from '@/web/generator/result-header';
import { SavedToolPage } from '@/web/workspace/saved-tool-page';
import { useToolSession } from '@/web/workspace/use-tool-session';
import { PlanTabs } from './business-plan/plan-tabs';

/** Business Plan Generator: one idea in, eight tabs out, filling in as the plan streams; opens on the venture's latest plan. */
export default function BusinessPlanView() {
  const session = useToolSession(businessPlanClient);
  const { generate, loading, result, shown } = session;

  return (
    <SavedToolPage tool={businessPlanClient} session={session}>
      <GeneratorForm
        key={session.formKey}
        tool={businessPlanClient}
        loading={loading}
        onStop={session.stop}
        onSubmit={generate}
        initialValues={session.formInputs}
      />
      {loading && <BusyIndicator text={businessPlanClient.texts.busy} />}
      {shown && (
        <section aria-label="Business plan" aria-busy={loading} className="flex flex-col gap-4">
          <ResultHeader title="Your Business Plan" tool={businessPlanClient} result={result} />
          <PlanTabs plan={shown} loading={loading} />
        </section>
      )}
    </SavedToolPage>
  );
}
