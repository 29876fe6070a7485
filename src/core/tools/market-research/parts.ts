import { fieldsPart, listPart, textPart, type EditablePart } from '../editable-parts';
import { SWOT_QUADRANTS, type Competitor, type CustomerSegment, type Swot } from './schema';

/** Each SWOT quadrant's item, as its fields are labelled ("Opportunity 2"). */
const SWOT_ITEMS: Record<keyof Swot, string> = {
  strengths: 'Strength',
  weaknesses: 'Weakness',
  opportunities: 'Opportunity',
  threats: 'Threat',
};

/** "Competitor 2" while a name is missing, so every Edit button has a name. */
const named = (kind: string, name: string | undefined, index: number) =>
  name?.trim() ? `${kind}: ${name.trim()}` : `${kind} ${index + 1}`;

/**
 * What the founder edits in a research report (docs/product.md §11): the overview and the market
 * size, the trends as a list, each segment's and each competitor's fields, each SWOT quadrant as a list.
 */
export const marketResearchParts: readonly EditablePart[] = [
  textPart(['industryOverview'], 'Industry Overview'),
  textPart(['marketSize'], 'Market Size'),
  listPart(['trends'], 'Market Trends', 'Trend'),
  fieldsPart(['customerSegments', '*'], (segment: CustomerSegment, index) => named('Segment', segment.segment, index), [
    { key: 'segment', label: 'Segment', kind: 'line' },
    { key: 'characteristics', label: 'Characteristics', kind: 'text' },
    { key: 'painPoints', label: 'Pain Points', kind: 'text' },
  ]),
  fieldsPart(['competitors', '*'], (competitor: Competitor, index) => named('Competitor', competitor.name, index), [
    { key: 'name', label: 'Name', kind: 'line' },
    { key: 'strengths', label: 'Strengths', kind: 'list', itemLabel: 'Strength' },
    { key: 'weaknesses', label: 'Weaknesses', kind: 'list', itemLabel: 'Weakness' },
  ]),
  ...SWOT_QUADRANTS.map(({ key, title }) => listPart(['swot', key], `SWOT: ${title}`, SWOT_ITEMS[key])),
];
