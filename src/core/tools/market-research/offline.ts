import { seeded, type Seeded } from '../../offline/seeded';
import { sectorOf, type Sector } from '../../offline/sectors';
import { capitalise, inSentence } from '../../offline/text';
import type { MarketResearch, MarketResearchInput } from './schema';
import { CHALLENGERS, MARKET_SHAPES, SWOT_POINTS, incumbentGroup } from './offline-content';
import { SEGMENT_WORDS } from './offline-segments';
import { CROSS_TRENDS, TREND_WORDS } from './offline-trends';

/** "Food: Weekly meal kits for parents" (a niche from the venture's profile) -> "weekly meal kits for parents". */
function topicOf(niche: string): string {
  const afterIndustry = /^[^:]{1,40}:\s*(\S.*)$/.exec(niche)?.[1];
  return inSentence(afterIndustry ?? niche);
}

function swotFor(topic: string, sector: Sector, rng: Seeded): MarketResearch['swot'] {
  const { regulation, incumbents } = SEGMENT_WORDS[sector.id];
  return {
    strengths: rng.sample(SWOT_POINTS.strengths(topic), 3),
    weaknesses: rng.sample(SWOT_POINTS.weaknesses, 3),
    opportunities: [
      `Growing demand driven by ${TREND_WORDS[sector.id].drivers[0]}`,
      ...rng.sample(SWOT_POINTS.opportunities(topic), 2),
    ],
    threats: [`Stricter ${regulation}`, ...rng.sample(SWOT_POINTS.threats(incumbents), 2)],
  };
}

function overview(topic: string, sector: Sector, rng: Seeded): string {
  const [firstDriver, secondDriver] = rng.sample(TREND_WORDS[sector.id].drivers, 2);
  // "Pet care is part of the wider pet care industry" says nothing.
  const within = topic.toLowerCase().includes(sector.label)
    ? `${capitalise(topic)} is an industry in its own right.`
    : `${capitalise(topic)} is part of the wider ${sector.label} industry.`;
  return [
    within,
    `Demand is driven by ${firstDriver} and ${secondDriver}.`,
    rng.pick(MARKET_SHAPES),
    `For a new entrant, the opening is to serve one group of ${topic} customers better than the generalists do.`,
  ].join(' ');
}

function marketSize(topic: string, rng: Seeded): string {
  const size = Math.round((1 + rng.next() * 59) * 10) / 10;
  const growth = rng.int(4, 17);
  const later = Math.round(size * (1 + growth / 100) ** 5 * 10) / 10;
  return [
    `Indicative estimate: the global ${topic} market is worth about $${size.toFixed(1)} billion today and growing at roughly ${growth}% a year, which would take it to about $${later.toFixed(1)} billion within five years.`,
    'The serviceable market for a new entrant in one country is a small share of that, typically 1 to 3 percent.',
    'These figures are an offline sample: confirm them against current industry reports before relying on them.',
  ].join(' ');
}

/** Builds offline market research for the niche: same niche, same research. */
export function offlineMarketResearch(input: MarketResearchInput): MarketResearch {
  const niche = input.niche.trim();
  const rng = seeded('market-research', niche);
  const sector = sectorOf(niche);
  const topic = topicOf(niche);
  const size = marketSize(topic, rng);
  const { segments, incumbents } = SEGMENT_WORDS[sector.id];
  return {
    industryOverview: overview(topic, sector, rng),
    marketSize: size,
    trends: [...rng.sample(TREND_WORDS[sector.id].trends, 3), ...rng.sample(CROSS_TRENDS, 2)].map((trend) =>
      trend(topic),
    ),
    customerSegments: segments.map((segment) => segment(topic)),
    competitors: [
      incumbentGroup(incumbents, topic),
      ...rng.sample(CHALLENGERS, rng.int(2, 3)).map((challenger) => challenger(topic)),
    ],
    swot: swotFor(topic, sector, rng),
  };
}
