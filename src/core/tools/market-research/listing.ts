import type { ToolListing } from '../tool-listing';

export const marketResearchListing = {
  id: 'market-research',
  route: 'market-research',
  title: 'Market Research',
  subtitle: 'Research any niche: market size, trends, customer segments, competitors and a SWOT analysis.',
  navLabel: 'Market Research',
  feature: 'Size up a niche with an industry overview, trends, customer segments, competitors and a SWOT analysis.',
  icon: 'bar-chart',
} as const satisfies ToolListing;
