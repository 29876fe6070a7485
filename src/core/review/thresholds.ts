/**
 * Every threshold the review's rules judge by, as data, each with where it comes from: these are
 * rules of thumb an investor applies, not laws, and the review says so wherever it cites one.
 * A rule reads its numbers from here and nowhere else.
 */
import { RATIO_THRESHOLDS } from '../finance/engine';
import type { SectorId } from '../offline/sectors';

export interface Threshold {
  /** At or above this reads well (below it is a finding), where a floor applies. */
  min?: number;
  /** At or below this reads well, where a ceiling applies. */
  max?: number;
  /** Past this the finding is a major one rather than a minor one. */
  majorBelow?: number;
  majorAbove?: number;
  /** Where the figure comes from, as the review cites it. */
  source: string;
}

export const THRESHOLDS = {
  runway: {
    min: 18,
    max: 24,
    majorBelow: 12,
    source:
      'A common rule of thumb in seed fundraising guidance: raise for 18 to 24 months of runway, the time to reach the next round’s milestones plus the months that raise itself takes (NextView Ventures, “How much seed capital should you actually raise?”: “conventional VC wisdom says… 18 months of runway”)',
  },
  ltvCac: {
    // The model's own "Excellent ratio" (docs/product.md §9), typed once there.
    min: RATIO_THRESHOLDS[0].atLeast,
    majorBelow: 1,
    source:
      'A rule of thumb for subscription businesses: LTV at least 3 times CAC (David Skok, “SaaS Metrics 2.0”; the app’s own “Excellent ratio” threshold)',
  },
  cacPayback: {
    max: 12,
    majorAbove: 24,
    source:
      'A rule of thumb for subscription businesses: a customer’s gross margin pays back their CAC within 12 months (David Skok, “SaaS Metrics 2.0”)',
  },
  yearlyGrowth: {
    max: 3,
    source:
      'T2D3 (triple, triple, double, double, double), the path of the fastest-growing software companies (Neeraj Agrawal, Battery Ventures, 2015): tripling revenue two years running is the best case, not a plan',
  },
  somShareOfSam: {
    max: 0.3,
    source:
      'A common sizing rule of thumb: a new entrant’s obtainable market (SOM) is a modest share of the serviceable market (SAM), rarely above a third within five years',
  },
  revenueShareOfSom: {
    max: 1,
    source:
      'The SOM is the revenue the research says the venture can win: Year 3 revenue above it sells more than that',
  },
  cagrGap: {
    max: 2,
    majorAbove: 5,
    source:
      'A compound annual growth rate is (end ÷ start)^(1 ÷ years) − 1: a stated rate more than 2 points from its own endpoints is a typo or a misquote',
  },
  slideWords: {
    max: 60,
    source:
      'A common pitch-coaching rule of thumb: a slide is read in seconds, so its body stays under about 60 words (Guy Kawasaki’s 10/20/30 rule makes the same point with a 30-point font)',
  },
  deckSlides: {
    max: 20,
    source: 'Guy Kawasaki’s 10/20/30 rule: about 10 slides for a 20-minute pitch; past 20 a deck is read, not pitched',
  },
} as const satisfies Record<string, Threshold>;
export type ThresholdId = keyof typeof THRESHOLDS | 'grossMargin' | 'deckOutline';

/**
 * The gross margin investors expect of a sector, at or above `min` percent (below half of it a
 * major finding), from the sector the venture's words name (core/offline/sectors.ts).
 */
export const SECTOR_MARGINS: Record<SectorId, { min: number; source: string }> = {
  software: { min: 70, source: 'Software and SaaS: gross margins of 70–80% are the norm investors compare with' },
  fintech: { min: 60, source: 'Fintech: software-like margins of 60% or more, less where money movement costs' },
  creative: { min: 50, source: 'Creative tools and media: 50% or more where the product is digital' },
  education: { min: 50, source: 'Education: 50% or more online; less where teachers are paid per lesson' },
  health: { min: 45, source: 'Health and wellness services: about 45% or more; software in health, more' },
  pets: { min: 40, source: 'Pet care services and products: about 40% or more is typical' },
  retail: { min: 35, source: 'Retail and e-commerce: about 35–45% gross margin is typical' },
  travel: { min: 35, source: 'Travel: commission-based businesses about 35% or more' },
  'real-estate': { min: 35, source: 'Real-estate services: about 35% or more' },
  climate: { min: 30, source: 'Climate and hardware-heavy businesses: about 30% or more' },
  logistics: { min: 20, source: 'Logistics and delivery: thin margins, about 20% or more' },
  food: { min: 25, source: 'Food and beverage: about 25–35% is typical' },
  general: { min: 40, source: 'A general floor: below 40% little is left for growth' },
};

/**
 * The slides investors expect, in the order Sequoia Capital’s business-plan outline and Y
 * Combinator’s seed-deck guidance both give them; `major` ones missing cost the meeting.
 */
export const DECK_OUTLINE_SOURCE =
  'The slides investors expect: Sequoia Capital’s pitch outline (purpose, problem, solution, why now, market, competition, product, business model, team, financials) and Y Combinator’s seed-deck guidance (problem, solution, traction, market, team, the ask)';
