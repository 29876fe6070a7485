import type { ReactNode } from 'react';
import type { DeepPartial } from '@/core/stream/partial-shape';
import { RESEARCH_TABS, type MarketResearch, type ResearchTab } from '@/core/tools/market-research/client';
import { EditablePart } from '@/web/editing/part-editing';
import { FigureText } from '@/web/generator/figure-marks';
import { PendingPart, ResultTabs } from '@/web/generator/result-tabs';
import { CompetitorList } from './competitor-list';
import { CustomerSegments } from './customer-segments';
import { SwotGrid } from './swot-grid';

interface ResearchTabsProps {
  /** The research so far: tabs fill in while it streams. */
  research: DeepPartial<MarketResearch>;
  loading: boolean;
}

/** A part's heading, with its Edit button beside it when there is one. */
function Heading({ children, edit }: { children: ReactNode; edit?: ReactNode }) {
  const heading = <h3 className="text-lg font-semibold text-base-900">{children}</h3>;
  return edit ? (
    <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
      {heading}
      {edit}
    </div>
  ) : (
    heading
  );
}

/** One of the overview's texts, with its heading and Edit. */
function Paragraph({
  title,
  text,
  part,
  loading,
}: {
  title: string;
  text: string | undefined;
  part: 'industryOverview' | 'marketSize';
  loading: boolean;
}) {
  return (
    <EditablePart path={[part]}>
      {(edit) => (
        <>
          <Heading edit={edit}>{title}</Heading>
          {text ? (
            <p className="whitespace-pre-line leading-relaxed text-base-700">
              <FigureText path={[part]} text={text} />
            </p>
          ) : (
            <PendingPart loading={loading} />
          )}
        </>
      )}
    </EditablePart>
  );
}

/** The trends as a numbered list, with Edit. */
function Trends({ trends, loading }: { trends: readonly (string | undefined)[]; loading: boolean }) {
  return (
    <EditablePart path={['trends']}>
      {(edit) => (
        <>
          <Heading edit={edit}>Market Trends</Heading>
          {trends.length > 0 ? (
            <ol className="list-decimal space-y-2 pl-5 text-base-700">
              {trends.map((trend, index) => (
                <li key={index}>{trend && <FigureText path={['trends', index]} text={trend} />}</li>
              ))}
            </ol>
          ) : (
            <PendingPart loading={loading} />
          )}
        </>
      )}
    </EditablePart>
  );
}

/** The parts on a tab other than its own name (the overview's two texts, the segments): where a comment's link opens. */
const HOLDS: Partial<Record<ResearchTab, readonly string[]>> = {
  overview: ['industryOverview', 'marketSize'],
  customers: ['customerSegments'],
};

/**
 * The research's five tabs, Overview first; model text is rendered as text, never as HTML. Each
 * part has its Edit button (docs/product.md §11).
 */
export function ResearchTabs({ research, loading }: ResearchTabsProps) {
  const segments = research.customerSegments ?? [];
  const competitors = research.competitors ?? [];
  const content: Record<ResearchTab, ReactNode> = {
    overview: (
      <>
        <Paragraph
          title="Industry Overview"
          text={research.industryOverview}
          part="industryOverview"
          loading={loading}
        />
        <Paragraph title="Market Size" text={research.marketSize} part="marketSize" loading={loading} />
      </>
    ),
    trends: <Trends trends={research.trends ?? []} loading={loading} />,
    customers: (
      <>
        <Heading>Customer Segments</Heading>
        {segments.length > 0 ? <CustomerSegments segments={segments} /> : <PendingPart loading={loading} />}
      </>
    ),
    competitors: (
      <>
        <Heading>Competitors</Heading>
        {competitors.length > 0 ? <CompetitorList competitors={competitors} /> : <PendingPart loading={loading} />}
      </>
    ),
    swot: (
      <>
        <Heading>SWOT Analysis</Heading>
        <SwotGrid swot={research.swot} />
      </>
    ),
  };
  return (
    <ResultTabs
      tabs={RESEARCH_TABS.map(({ value, tab }) => ({
        value,
        label: tab,
        content: content[value],
        holds: HOLDS[value],
      }))}
      label="Market research sections"
    />
  );
}
