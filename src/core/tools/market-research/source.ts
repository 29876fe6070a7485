import type { ToolSource } from '../../venture/context';
import type { MarketResearch } from './schema';

/** How other tools quote saved research: its size, overview, trends, segments and competitors, a line each. */
export const marketResearchSource: ToolSource<MarketResearch> = {
  label: 'Market research',
  lines: (research) => ({
    marketSize: ['Market size', research.marketSize],
    industryOverview: ['Industry overview', research.industryOverview],
    trends: ['Trends', research.trends.join('; ')],
    customerSegments: [
      'Customer segments',
      research.customerSegments.map((segment) => `${segment.segment} (${segment.painPoints})`).join('; '),
    ],
    competitors: ['Competitors', research.competitors.map((competitor) => competitor.name).join(', ')],
  }),
};
