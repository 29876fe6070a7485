import { marketResearchClient } from '@/core/tools/market-research/client';
import { BusyIndicator } from '@/web/generator/busy-indicator';
import { GeneratorForm } from '@/web/generator/generator-form';
import { ResultHeader } from '@/web/generator/result-header';
import { SavedToolPage } from '@/web/workspace/saved-tool-page';
import { useToolSession } from '@/web/workspace/use-tool-session';
import { ResearchTabs } from './market-research/research-tabs';

/** Market Research: one niche in, five tabs out, filling in as the research streams; opens on the venture's latest report. */
export default function MarketResearchView() {
  const session = useToolSession(marketResearchClient);
  const { generate, loading, result, shown } = session;

  return (
    <SavedToolPage tool={marketResearchClient} session={session}>
      <GeneratorForm
        key={session.formKey}
        tool={marketResearchClient}
        loading={loading}
        onStop={session.stop}
        onSubmit={generate}
        initialValues={session.formInputs}
      />
      {loading && <BusyIndicator text={marketResearchClient.texts.busy} />}
      {shown && (
        <section aria-label="Market research" aria-busy={loading} className="flex flex-col gap-4">
          <ResultHeader title="Market Research Report" tool={marketResearchClient} result={result} />
          <ResearchTabs research={shown} loading={loading} />
        </section>
      )}
    </SavedToolPage>
  );
}
