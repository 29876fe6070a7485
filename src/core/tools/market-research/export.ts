import { bullets, heading } from '../text-export';
import { SWOT_QUADRANTS, type MarketResearch } from './schema';

/** market-research.txt: every part of the research, in the order of the tabs. */
export function marketResearchText(research: MarketResearch): string {
  const blocks = [
    heading('Market Research', '='),
    `${heading('Industry Overview')}\n${research.industryOverview.trim()}`,
    `${heading('Market Size')}\n${research.marketSize.trim()}`,
    `${heading('Market Trends')}\n${research.trends.map((trend, index) => `${index + 1}. ${trend.trim()}`).join('\n')}`,
    `${heading('Customer Segments')}\n${research.customerSegments
      .map(
        (segment) =>
          `${segment.segment.trim()}\n  Characteristics: ${segment.characteristics.trim()}\n  Pain Points: ${segment.painPoints.trim()}`,
      )
      .join('\n\n')}`,
    `${heading('Competitors')}\n${research.competitors
      .map(
        (competitor) =>
          `${competitor.name.trim()}\n  Strengths:\n${bullets(competitor.strengths, '    ')}\n  Weaknesses:\n${bullets(competitor.weaknesses, '    ')}`,
      )
      .join('\n\n')}`,
    `${heading('SWOT Analysis')}\n${SWOT_QUADRANTS.map(({ key, title }) => `${title}:\n${bullets(research.swot[key], '  ')}`).join('\n\n')}`,
  ];
  return `${blocks.join('\n\n')}\n`;
}
