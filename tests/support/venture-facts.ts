import { FACT_LABELS, FACT_UNITS, type FactId } from '@/core/venture/fact-kinds';
import { displayFact, type VentureFact } from '@/core/venture/facts';

/** A fact from the financial model, as ventureFacts makes it, for tests of the figure check. */
export function modelFact(id: FactId, value: number): VentureFact {
  return {
    id,
    label: FACT_LABELS[id],
    value,
    unit: FACT_UNITS[id],
    display: displayFact(id, value),
    source: {
      kind: 'tool',
      tool: 'financials',
      documentId: 'model-1',
      savedAt: '2026-11-22T10:00:00.000Z',
      ventureModel: true,
    },
  };
}

/** A fact read from the research's prose: approximate to `precision`, shown as written. */
export function researchFact(id: FactId, value: number, precision: number, display: string): VentureFact {
  return {
    ...modelFact(id, value),
    precision,
    display,
    source: { kind: 'tool', tool: 'market-research', documentId: 'research-1', savedAt: '2026-11-22T10:00:00.000Z' },
  };
}

/** "X to X", "X–X" or "between X and X": a range whose two ends read the same, which no text should say. */
export const EMPTY_RANGE =
  /(?<![\p{N}.,])(\p{Sc}?\d[\d,.]*%?)(?:\s*[–—-]\s*|\s+to\s+|\s+and\s+)\1(?![\p{N}]|[.,]\p{N})/u;

/** A plan whose only figures are in its Executive Summary, `summary`: what a check of that section sees alone. */
export function planStating(summary: string) {
  return {
    executiveSummary: summary,
    problemStatement: 'Owners cannot find a walker they trust.',
    solutionOverview: 'Vetted walkers, booked in one app.',
    targetMarket: 'Busy dog owners in Berlin.',
    businessModel: 'A monthly membership.',
    goToMarket: 'Partnerships with vet practices.',
    competitiveAnalysis: 'Marketplaces are generic.',
    keyMilestones: ['Launch the walking service', 'Open a second district'],
  };
}
