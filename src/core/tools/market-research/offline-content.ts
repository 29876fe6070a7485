/**
 * The market-research offline generator's sector-free content: competitor groups, SWOT points and
 * market shapes, kept apart from its logic (offline.ts). Each sector's words are in
 * offline-trends.ts and offline-segments.ts; `n` is the niche's words (niche-words.ts).
 */
import type { NicheWords } from './niche-words';
import type { Competitor } from './schema';

/** Newer competitors every niche has, one to three of them in a draft. */
export const CHALLENGERS: readonly ((n: NicheWords) => Competitor)[] = [
  (n) => ({
    name: `Venture-backed ${n.kind} start-ups`,
    strengths: [
      'Modern product and fast release cycles',
      'Strong online marketing and brand design',
      'Funding to acquire customers quickly',
    ],
    weaknesses: [
      'Prices raised to reach profitability',
      'Short track record',
      'High customer churn after promotions end',
    ],
  }),
  () => ({
    name: 'Marketplaces and aggregators',
    strengths: ['Huge reach and traffic', 'Easy comparison of many options in one place'],
    weaknesses: ['Customers shop on price and show little loyalty', 'Generic experience with no specialist advice'],
  }),
  () => ({
    name: 'Local independents',
    strengths: ['Personal relationships and local knowledge', 'Flexible, tailored service'],
    weaknesses: ['Hard to find online', 'Limited capacity and inconsistent quality', 'Little budget for technology'],
  }),
  () => ({
    name: 'Do-it-yourself and free alternatives',
    strengths: ['Free or very cheap', 'Full control for the customer'],
    weaknesses: ['Time-consuming', 'Results depend on the customer’s own skill'],
  }),
];

/** The incumbents' group, named by the sector's words. */
export const incumbentGroup = (name: string, n: NicheWords): Competitor => ({
  name,
  strengths: [
    'Trusted brands and a large existing customer base',
    'Deep pockets for marketing and compliance',
    'Wide distribution',
  ],
  weaknesses: [
    `Treat ${n.market} as a side line rather than a focus`,
    'Slow to change products and pricing',
    'Dated digital experience',
  ],
});

/** SWOT points true of any young entrant; the sector adds a driver, a rule and its incumbents. */
export const SWOT_POINTS = {
  strengths: (n: NicheWords) => [
    `A focused offer built for one ${n.kind} audience, where incumbents serve everyone`,
    'Low fixed costs and the speed to act on customer feedback within days',
    'A direct relationship with customers and their data from day one',
    'A modern, mobile-first experience that incumbents struggle to match',
  ],
  weaknesses: [
    'No brand recognition yet',
    'A small team with limited capacity',
    'A limited budget for marketing',
    'No track record to show cautious buyers',
  ],
  opportunities: (n: NicheWords) => [
    'Partnerships with complementary providers who serve the same customers',
    `Underserved segments that current ${n.kind} offers ignore`,
    'Expansion to nearby regions once the model works locally',
    'Recurring revenue through subscriptions or memberships',
  ],
  threats: (incumbents: string) => [
    `${incumbents} copying the most popular features`,
    'Rising customer acquisition costs on the main ad platforms',
    'An economic slowdown that cuts discretionary spending',
    'Well-funded new entrants competing on price',
  ],
};

/** How the market is structured, one sentence each. */
export const MARKET_SHAPES: readonly string[] = [
  'The market is fragmented: a few large players hold the mainstream, and many small specialists serve particular groups.',
  'The market is consolidating: larger players buy up successful specialists, while new entrants compete on experience and price.',
  'The market is young and moving fast: no player dominates yet, and customers are still forming their habits.',
];
