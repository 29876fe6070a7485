import { marketResearchClient } from '@/core/tools/market-research/client';
import { BusyIndicator } from '@/web/generator/busy-indicator';
import { GeneratorForm } from '@/web/generator/generator-form';
import { ResultHeader } from '@/web/generator/result-header';
import { ToolPage } from '@/web/generator/tool-page';
import { useGenerator } from '@/web/generator/use-generator';
import { ResearchTabs } from './market-research/research-tabs';

/** Market Research: one niche in, five tabs out, filling in as the research streams. */
export default function MarketResearchView() {
  const { generate, loading, result, shown } = useGenerator(marketResearchClient);

  return (
    <ToolPage tool={marketResearchClient}>
      <GeneratorForm tool={marketResearchClient} loading={loading} onSubmit={generate} />
      {loading && <BusyIndicator text={marketResearchClient.texts.busy} />}
      {shown && (
        <section aria-label="Market research" aria-busy={loading} className="flex flex-col gap-4">
          <ResultHeader title="Market Research Report" download={marketResearchClient.download} result={result} />
          <ResearchTabs research={shown} loading={loading} />
        </section>
      )}
    </ToolPage>
  );
}
