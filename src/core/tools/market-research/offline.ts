import { matchByKeywords } from '../../offline/match-by-keywords';
import { seeded, type Seeded } from '../../offline/seeded';
import { capitalise } from '../../offline/text';
import type { Competitor, MarketResearch, MarketResearchInput } from './schema';
import { SECTORS, GENERAL, CROSS_TRENDS, type Sector } from './offline-content';

function competitorsFor(niche: string, incumbents: string, rng: Seeded): Competitor[] {
  const challengers: Competitor[] = [
    {
      name: `Venture-backed ${niche} start-ups`,
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
    },
    {
      name: 'Marketplaces and aggregators',
      strengths: ['Huge reach and traffic', 'Easy comparison of many options in one place'],
      weaknesses: ['Customers shop on price and show little loyalty', 'Generic experience with no specialist advice'],
    },
    {
      name: 'Local independents',
      strengths: ['Personal relationships and local knowledge', 'Flexible, tailored service'],
      weaknesses: ['Hard to find online', 'Limited capacity and inconsistent quality', 'Little budget for technology'],
    },
    {
      name: 'Do-it-yourself and free alternatives',
      strengths: ['Free or very cheap', 'Full control for the customer'],
      weaknesses: ['Time-consuming', 'Results depend on the customer’s own skill'],
    },
  ];
  const incumbent: Competitor = {
    name: incumbents,
    strengths: [
      'Trusted brands and a large existing customer base',
      'Deep pockets for marketing and compliance',
      'Wide distribution',
    ],
    weaknesses: [
      `Treat ${niche} as a side line rather than a focus`,
      'Slow to change products and pricing',
      'Dated digital experience',
    ],
  };
  return [incumbent, ...rng.sample(challengers, rng.int(2, 3))];
}

function swotFor(niche: string, sector: Omit<Sector, 'keywords'>, rng: Seeded): MarketResearch['swot'] {
  const [firstDriver] = sector.drivers;
  return {
    strengths: rng.sample(
      [
        `A focused offer built for one ${niche} audience, where incumbents serve everyone`,
        'Low fixed costs and the speed to act on customer feedback within days',
        'A direct relationship with customers and their data from day one',
        'A modern, mobile-first experience that incumbents struggle to match',
      ],
      3,
    ),
    weaknesses: rng.sample(
      [
        'No brand recognition yet',
        'A small team with limited capacity',
        'A limited budget for marketing',
        'No track record to show cautious buyers',
      ],
      3,
    ),
    opportunities: [
      `Growing demand driven by ${firstDriver}`,
      ...rng.sample(
        [
          'Partnerships with complementary providers who serve the same customers',
          `Underserved segments that current ${niche} offers ignore`,
          'Expansion to nearby regions once the model works locally',
          'Recurring revenue through subscriptions or memberships',
        ],
        2,
      ),
    ],
    threats: [
      `Stricter ${sector.regulation}`,
      ...rng.sample(
        [
          `${sector.incumbents} copying the most popular features`,
          'Rising customer acquisition costs on the main ad platforms',
          'An economic slowdown that cuts discretionary spending',
          'Well-funded new entrants competing on price',
        ],
        2,
      ),
    ],
  };
}

/** Builds offline market research for the niche: same niche, same research. */
export function offlineMarketResearch(input: MarketResearchInput): MarketResearch {
  const niche = input.niche.trim();
  const rng = seeded('market-research', niche);
  // Padded so a keyword with a space ("ev ") also matches at the end of the niche.
  const sector = matchByKeywords(niche, SECTORS, GENERAL);

  const size = Math.round((1 + rng.next() * 59) * 10) / 10;
  const growth = rng.int(4, 17);
  const later = Math.round(size * (1 + growth / 100) ** 5 * 10) / 10;
  const [firstDriver, secondDriver] = rng.sample(sector.drivers, 2);
  const shape = rng.pick([
    'The market is fragmented: a few large players hold the mainstream, and many small specialists serve particular groups.',
    'The market is consolidating: larger players buy up successful specialists, while new entrants compete on experience and price.',
    'The market is young and moving fast: no player dominates yet, and customers are still forming their habits.',
  ]);

  return {
    industryOverview: [
      `${capitalise(niche)} is part of the wider ${sector.label} industry.`,
      `Demand is driven by ${firstDriver} and ${secondDriver}.`,
      shape,
      `For a new entrant, the opening is to serve one group of ${niche} customers better than the generalists do.`,
    ].join(' '),
    marketSize: [
      `Indicative estimate: the global ${niche} market is worth about $${size.toFixed(1)} billion today and growing at roughly ${growth}% a year, which would take it to about $${later.toFixed(1)} billion within five years.`,
      'The serviceable market for a new entrant in one country is a small share of that, typically 1 to 3 percent.',
      'These figures are an offline sample: confirm them against current industry reports before relying on them.',
    ].join(' '),
    trends: [...rng.sample(sector.trends, 3), ...rng.sample(CROSS_TRENDS, 2)].map((trend) => trend(niche)),
    customerSegments: sector.segments.map((segment) => segment(niche)),
    competitors: competitorsFor(niche, sector.incumbents, rng),
    swot: swotFor(niche, sector, rng),
  };
}
