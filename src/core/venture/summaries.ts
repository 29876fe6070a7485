/** Each source as context: the parts another tool needs, in a few compact lines. */
import type { BusinessPlan } from '../tools/business-plan/schema';
import type { MarketResearch } from '../tools/market-research/schema';
import type { FinancialModel } from '../finance/schema';
import type { ContextSection } from './context';
import { figureLines, headlineFigures } from './model-figures';
import type { SavedSource, VentureProfile } from './sources';

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const savedOn = (source: SavedSource<unknown>) => day.format(new Date(source.savedAt));
const lines = (entries: [string, string][]) => entries.map(([label, text]) => `${label}: ${text.trim()}`).join('\n');

/** The profile's parts that are set, each on its line. */
export function profileSection(profile: VentureProfile): ContextSection {
  const parts: [string, string][] = [
    ['Name', profile.name],
    ['Description', profile.description],
    ['Industry', profile.industry],
    ['Target market', profile.targetMarket],
    ['Region', profile.region],
  ];
  return { label: 'Venture profile', body: lines(parts.filter(([, text]) => text.trim() !== '')) };
}

/** Whether the profile says more than a name: a name alone gives a tool nothing to build on. */
export function profileHasDetail(profile: VentureProfile): boolean {
  return [profile.description, profile.industry, profile.targetMarket, profile.region].some(
    (text) => text.trim() !== '',
  );
}

type PlanPart = 'executiveSummary' | 'targetMarket' | 'businessModel' | 'goToMarket' | 'keyMilestones';
const PLAN_LABELS: Record<PlanPart, string> = {
  executiveSummary: 'Executive summary',
  targetMarket: 'Target market',
  businessModel: 'Business model',
  goToMarket: 'Go-to-market',
  keyMilestones: 'Milestones',
};

export function planSection(source: SavedSource<BusinessPlan>, parts: readonly PlanPart[]): ContextSection {
  const plan = source.result;
  return {
    label: `Business plan (saved ${savedOn(source)})`,
    body: lines(
      parts.map((part) => [PLAN_LABELS[part], part === 'keyMilestones' ? plan.keyMilestones.join('; ') : plan[part]]),
    ),
  };
}

type ResearchPart = 'marketSize' | 'industryOverview' | 'trends' | 'customerSegments' | 'competitors';
export function researchSection(source: SavedSource<MarketResearch>, parts: readonly ResearchPart[]): ContextSection {
  const research = source.result;
  const text: Record<ResearchPart, [string, string]> = {
    marketSize: ['Market size', research.marketSize],
    industryOverview: ['Industry overview', research.industryOverview],
    trends: ['Trends', research.trends.join('; ')],
    customerSegments: [
      'Customer segments',
      research.customerSegments.map((segment) => `${segment.segment} (${segment.painPoints})`).join('; '),
    ],
    competitors: ['Competitors', research.competitors.map((competitor) => competitor.name).join(', ')],
  };
  return { label: `Market research (saved ${savedOn(source)})`, body: lines(parts.map((part) => text[part])) };
}

export function modelSection(source: SavedSource<FinancialModel>): ContextSection {
  return {
    label: `Financial model (saved ${savedOn(source)})`,
    body: Object.values(figureLines(headlineFigures(source.result))).join('\n'),
  };
}
