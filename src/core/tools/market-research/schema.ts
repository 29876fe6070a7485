import * as z from 'zod/mini';
import { filledText, nonEmptyList, shortText } from '../fields';

export const marketResearchInput = z.object({
  /** A niche or keyword, such as "plant-based pet food". */
  niche: shortText(),
});
export type MarketResearchInput = z.infer<typeof marketResearchInput>;

const points = () => nonEmptyList(filledText());

export const customerSegment = z.object({
  segment: filledText(),
  characteristics: filledText(),
  painPoints: filledText(),
});
export type CustomerSegment = z.infer<typeof customerSegment>;

export const competitor = z.object({
  name: filledText(),
  strengths: points(),
  weaknesses: points(),
});
export type Competitor = z.infer<typeof competitor>;

export const swot = z.object({
  strengths: points(),
  weaknesses: points(),
  opportunities: points(),
  threats: points(),
});
export type Swot = z.infer<typeof swot>;

/** The research (docs/product.md §3); every part required, as strict structured outputs demand. */
export const marketResearchOutput = z.object({
  industryOverview: filledText(),
  marketSize: filledText(),
  trends: points(),
  customerSegments: nonEmptyList(customerSegment),
  competitors: nonEmptyList(competitor),
  swot,
});
export type MarketResearch = z.infer<typeof marketResearchOutput>;

/** The result's tabs as docs/product.md names them (docs/product.md §2), in order; the first is the initial tab (docs/product.md §4). */
export const RESEARCH_TABS = [
  { value: 'overview', tab: 'Overview' },
  { value: 'trends', tab: 'Trends' },
  { value: 'customers', tab: 'Customers' },
  { value: 'competitors', tab: 'Competitors' },
  { value: 'swot', tab: 'SWOT' },
] as const;
export type ResearchTab = (typeof RESEARCH_TABS)[number]['value'];

/** The four SWOT cards, in the product's order, with their titles. */
export const SWOT_QUADRANTS = [
  { key: 'strengths', title: 'Strengths' },
  { key: 'weaknesses', title: 'Weaknesses' },
  { key: 'opportunities', title: 'Opportunities' },
  { key: 'threats', title: 'Threats' },
] as const satisfies readonly { key: keyof Swot; title: string }[];
