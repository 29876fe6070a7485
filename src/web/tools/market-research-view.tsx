import { marketResearchClient } from '@/core/tools/market-research/client';
import { PartEditingProvider, usePartEditing } from '@/web/editing/part-editing';
import { ResultSection, ToolScreen } from '@/web/generator/tool-screen';
import { useToolSession } from '@/web/workspace/use-tool-session';
import { ShareButton } from '@/web/share/share-button';
import { ResearchTabs } from './market-research/research-tabs';

/** Market Research: one niche in, five tabs out, filling in as the research streams; opens on the venture's latest report. */
export default function MarketResearchView() {
  const session = useToolSession(marketResearchClient);
  const editing = usePartEditing(marketResearchClient, session);
  const { loading, result, shown } = session;
  return (
    <ToolScreen tool={marketResearchClient} session={session}>
      {shown && (
        <ResultSection
          label="Market research"
          title="Market Research Report"
          tool={marketResearchClient}
          result={result}
          loading={loading}
          onUseFact={session.saveUsedFacts}
          actions={!loading && <ShareButton documentId={session.saved.shown?.id} />}
        >
          <PartEditingProvider value={editing}>
            <ResearchTabs research={shown} loading={loading} />
          </PartEditingProvider>
        </ResultSection>
      )}
    </ToolScreen>
  );
}
