import { formatCompactMoney, type Currency } from '../../finance/currency';
import { cityIn, currencyForPlace, OFFLINE_UNIT_SCALE } from '../../finance/currency-regions';
import { growthPhrase } from '../../offline/market-growth';
import { seeded, type Seeded } from '../../offline/seeded';
import { sectorOf, type Sector } from '../../offline/sectors';
import { ventureWords } from '../../offline/venture-words';
import { NO_VENTURE, type OfflineVenture } from '../define-tool';
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
  // The market is the subject, never the niche pasted in ("Mobile app is part of …" does not read);
  // "the market for pet care is part of the wider pet care industry" says nothing.
  const within = n.market.toLowerCase().includes(sector.label)
    ? `The market for ${n.market} is an industry in its own right.`
    : `The market for ${n.market} is part of the wider ${sector.label} industry.`;
  return [
    within,
    `Demand is driven by ${firstDriver} and ${secondDriver}.`,
    rng.pick(MARKET_SHAPES),
    `For a new entrant, the opening is to serve one group of ${n.kind} customers better than the generalists do.`,
  ].join(' ');
}

/**
 * The market's sizes, nested: the global total (in the venture's currency, scaled for yen and
 * rupees), the serviceable market a new entrant in one country can reach (1 to 3 percent of it),
 * or in one city when the venture names one (0.2 to 0.5 percent: a city is not a country), and
 * what it can win within five years (2 to 5 percent of that; 10 to 20 in its own city). Each amount
 * is written once, as the deck restates it, and each part is computed from the rounded amount above it.
 */
function marketSize(n: NicheWords, rng: Seeded, currency: Currency, city: string | undefined): string {
  const write = (amount: number) => formatCompactMoney(amount, currency);
  // Each amount as it is written ("€1.1B", "€332M"), so the part below is computed from what the text states.
  const rounded = (amount: number) => {
    const unit = amount >= 1e9 ? 1e9 : amount >= 1e6 ? 1e6 : 1e3;
    const units = amount / unit;
    return Number(units.toFixed(units < 100 ? 1 : 0)) * unit;
  };
  // From five billion up: the obtainable part stays a market (a million or more), not a price.
  const total = rounded((5 + rng.next() * 55) * 1e9 * OFFLINE_UNIT_SCALE[currency]);
  const growth = rng.int(4, 17);
  const later = rounded(total * (1 + growth / 100) ** 5);
  // Tenths of a percent in a city, whole percents in a country; a city's own player wins a larger
  // slice of it (so what it can win stays a market, a million or more).
  const serviceableShare = city ? rng.int(2, 5) / 10 : rng.int(1, 3);
  const serviceable = rounded((total * serviceableShare) / 100);
  const obtainableShare = city ? rng.int(10, 20) : rng.int(2, 5);
  const obtainable = rounded((serviceable * obtainableShare) / 100);
  return [
    `Indicative estimate: the global ${n.kind} market is worth about ${write(total)} a year today and ${growthPhrase(growth)}, which would take it to about ${write(later)} within five years.`,
    `For a new entrant in ${city ?? 'one country'}, the serviceable market is about ${write(serviceable)} a year, ${serviceableShare}% of the total;`,
    `the obtainable market within five years is about ${write(obtainable)} a year, ${obtainableShare}% of the serviceable market.`,
    'These figures are an offline sample: confirm them against current industry reports before relying on them.',
  ].join(' ');
}

/**
 * Builds offline market research for the niche: same niche and venture, same research. `venture`:
 * its profile, whose place (with the niche's) sets the currency and the city sized for.
 */
export function offlineMarketResearch(
  input: MarketResearchInput,
  venture: OfflineVenture = NO_VENTURE,
): MarketResearch {
  const niche = input.niche.trim();
  const rng = seeded('market-research', niche);
  const sector = sectorOf(niche);
  const n = nicheWords(niche, sector.label);
  // The venture's currency, from the place its niche or profile names, as its model proposes it.
  const place = ventureWords([niche], venture);
  const size = marketSize(n, rng, currencyForPlace(place), cityIn(place));
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
