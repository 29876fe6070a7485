import { finishedDocument, type ExportContext } from '../../exports/context';
import type { DocumentBlock, DocumentSpec, ExportDescriptions } from '../../exports/spec';
import { paragraphs } from '../../exports/text';
import { SWOT_QUADRANTS, type MarketResearch } from './schema';

const section = (title: string, text: string): DocumentBlock[] => [
  { kind: 'heading', text: title },
  ...paragraphs(text).map((paragraph) => ({ kind: 'paragraph', text: paragraph }) as const),
];

const trimmed = (items: readonly string[]) => items.map((item) => item.trim());

/**
 * The research as a document, in the order of the tabs: overview and size, the trends as a
 * numbered list, the segments and the competitors as tables, the SWOT as a 2×2 table. With the
 * export's context: a cover and numbered pages (no table of contents: six short sections).
 */
export function marketResearchDocument(research: MarketResearch, context?: ExportContext): DocumentSpec {
  const quadrant = ({ key, title }: (typeof SWOT_QUADRANTS)[number]) => ({
    heading: title,
    items: trimmed(research.swot[key]),
  });
  const [strengths, weaknesses, opportunities, threats] = SWOT_QUADRANTS;
  const spec: DocumentSpec = {
    kind: 'document',
    title: 'Market Research',
    blocks: [
      ...section('Industry Overview', research.industryOverview),
      ...section('Market Size', research.marketSize),
      { kind: 'heading', text: 'Market Trends' },
      { kind: 'list', ordered: true, items: trimmed(research.trends) },
      { kind: 'heading', text: 'Customer Segments' },
      {
        kind: 'table',
        header: ['Segment', 'Characteristics', 'Pain Points'],
        rows: research.customerSegments.map((segment) =>
          trimmed([segment.segment, segment.characteristics, segment.painPoints]),
        ),
        widths: [1, 2, 2],
      },
      { kind: 'heading', text: 'Competitors' },
      {
        kind: 'table',
        header: ['Competitor', 'Strengths', 'Weaknesses'],
        rows: research.competitors.map((competitor) => [
          competitor.name.trim(),
          { items: trimmed(competitor.strengths) },
          { items: trimmed(competitor.weaknesses) },
        ]),
        widths: [1, 2, 2],
      },
      { kind: 'heading', text: 'SWOT Analysis' },
      {
        kind: 'table',
        rows: [
          [quadrant(strengths), quadrant(weaknesses)],
          [quadrant(opportunities), quadrant(threats)],
        ],
      },
    ],
  };
  return context ? finishedDocument(spec, context) : spec;
}

/** market-research.docx and market-research.pdf hold the same content. */
export const marketResearchDocuments: ExportDescriptions<MarketResearch> = {
  docx: marketResearchDocument,
  pdf: marketResearchDocument,
};
