import { businessPlanClient } from '@/core/tools/business-plan/client';
import { BusyIndicator } from '@/web/generator/busy-indicator';
import { GeneratorForm } from '@/web/generator/generator-form';
import { usePrefill } from '@/web/generator/prefill';
import { ResultHeader } from '@/web/generator/result-header';
import { ToolPage } from '@/web/generator/tool-page';
import { useGenerator } from '@/web/generator/use-generator';
import { PlanTabs } from './business-plan/plan-tabs';

/** Business Plan Generator: one idea in, eight tabs out, filling in as the plan streams. */
export default function BusinessPlanView() {
  const { generate, loading, result, shown } = useGenerator(businessPlanClient);
  // Use This Idea on the Idea Generator opens this screen with the idea filled in.
  const prefill = usePrefill();

  return (
    <ToolPage tool={businessPlanClient}>
      <GeneratorForm tool={businessPlanClient} loading={loading} onSubmit={generate} initialValues={prefill} />
      {loading && <BusyIndicator text={businessPlanClient.texts.busy} />}
      {shown && (
        <section aria-label="Business plan" aria-busy={loading} className="flex flex-col gap-4">
          <ResultHeader title="Your Business Plan" download={businessPlanClient.download} result={result} />
          <PlanTabs plan={shown} loading={loading} />
        </section>
      )}
    </ToolPage>
  );
}
