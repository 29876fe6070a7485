import { seeded, type Seeded } from '../../offline/seeded';
import { sectorOf, type Sector } from '../../offline/sectors';
import { nicheWords, type NicheWords } from './niche-words';
import type { MarketResearch, MarketResearchInput } from './schema';
import { CHALLENGERS, MARKET_SHAPES, SWOT_POINTS, incumbentGroup } from './offline-content';
import { SEGMENT_WORDS } from './offline-segments';
import { CROSS_TRENDS, TREND_WORDS } from './offline-trends';

function swotFor(n: NicheWords, sector: Sector, rng: Seeded): MarketResearch['swot'] {
  const { regulation, incumbents } = SEGMENT_WORDS[sector.id];
  return {
    strengths: rng.sample(SWOT_POINTS.strengths(n), 3),
    weaknesses: rng.sample(SWOT_POINTS.weaknesses, 3),
    opportunities: [
      `Growing demand driven by ${TREND_WORDS[sector.id].drivers[0]}`,
      ...rng.sample(SWOT_POINTS.opportunities(n), 2),
    ],
    threats: [`Stricter ${regulation}`, ...rng.sample(SWOT_POINTS.threats(incumbents), 2)],
  };
}

function overview(n: NicheWords, sector: Sector, rng: Seeded): string {
  const [firstDriver, secondDriver] = rng.sample(TREND_WORDS[sector.id].drivers, 2);
  // "Pet care is part of the wider pet care industry" says nothing.
  const within = n.market.toLowerCase().includes(sector.label)
    ? `${n.subject} is an industry in its own right.`
    : `${n.subject} is part of the wider ${sector.label} industry.`;
  return [
    within,
    `Demand is driven by ${firstDriver} and ${secondDriver}.`,
    rng.pick(MARKET_SHAPES),
    `For a new entrant, the opening is to serve one group of ${n.kind} customers better than the generalists do.`,
  ].join(' ');
}

function marketSize(n: NicheWords, rng: Seeded): string {
  const size = Math.round((1 + rng.next() * 59) * 10) / 10;
  const growth = rng.int(4, 17);
  const later = Math.round(size * (1 + growth / 100) ** 5 * 10) / 10;
  return [
    `Indicative estimate: the global ${n.kind} market is worth about $${size.toFixed(1)} billion today and growing at roughly ${growth}% a year, which would take it to about $${later.toFixed(1)} billion within five years.`,
    'The serviceable market for a new entrant in one country is a small share of that, typically 1 to 3 percent.',
    'These figures are an offline sample: confirm them against current industry reports before relying on them.',
  ].join(' ');
}

/** Builds offline market research for the niche: same niche, same research. */
export function offlineMarketResearch(input: MarketResearchInput): MarketResearch {
  const niche = input.niche.trim();
  const rng = seeded('market-research', niche);
  const sector = sectorOf(niche);
  const n = nicheWords(niche, sector.label);
  const size = marketSize(n, rng);
  const { segments, incumbents } = SEGMENT_WORDS[sector.id];
  return {
    industryOverview: overview(n, sector, rng),
    marketSize: size,
    trends: [...rng.sample(TREND_WORDS[sector.id].trends, 3), ...rng.sample(CROSS_TRENDS, 2)].map((trend) => trend(n)),
    customerSegments: segments.map((segment) => segment(n)),
    competitors: [
      incumbentGroup(incumbents, n),
      ...rng.sample(CHALLENGERS, rng.int(2, 3)).map((challenger) => challenger(n)),
    ],
    swot: swotFor(n, sector, rng),
  };
}
