import { formatMoney, type Currency } from '../../finance/currency';
import { currencyForPlace, OFFLINE_UNIT_SCALE } from '../../finance/currency-regions';
import { seeded } from '../../offline/seeded';
import { sectorOf } from '../../offline/sectors';
import { inSentence, titleCase } from '../../offline/text';
import { IDEAS_PER_REQUEST, type BusinessIdea, type IdeasInput, type IdeasResult } from './schema';
import { ARCHETYPES, type Context } from './offline-content';
import { IDEA_WORDS } from './offline-sectors';

/** Thousands of US-dollar-sized units as the region's currency writes them: "€45,000", "¥4,500,000". */
function money(thousands: number, currency: Currency): string {
  return formatMoney(Math.round(thousands / 5) * 5 * 1000 * OFFLINE_UNIT_SCALE[currency], currency);
}

/** The industry's sector, else the target market's ("Services" for "dog owners" is pet care). */
function sectorFor(input: IdeasInput) {
  const sector = sectorOf(input.industry);
  return sector.id === 'general' ? sectorOf(input.targetMarket) : sector;
}

/** Builds three offline ideas from the brief: same brief, same ideas. */
export function offlineIdeas(input: IdeasInput): IdeasResult {
  const rng = seeded('ideas', input.industry, input.targetMarket, input.region);
  const words = IDEA_WORDS[sectorFor(input).id];
  const archetypes = rng.sample(
    ARCHETYPES.filter((archetype) => !words.avoid.includes(archetype.kind)),
    IDEAS_PER_REQUEST,
  );
  const roots = rng.sample(words.roots, IDEAS_PER_REQUEST);
  const pains = rng.sample(words.pains, IDEAS_PER_REQUEST);
  const scale = 0.8 + rng.next() * 0.6;
  // The region's currency, as the venture made from an idea will propose it (its model's).
  const currency = currencyForPlace(input.region);

  const ideas = archetypes.map((archetype, index): BusinessIdea => {
    const [thing, otherThing] = rng.sample(words.things, 2) as [string, string];
    const context: Context = {
      industry: inSentence(input.industry),
      market: inSentence(input.targetMarket),
      region: titleCase(input.region),
      thing,
      otherThing,
      provider: rng.pick(words.providers),
      pain: pains[index] ?? rng.pick(words.pains),
    };
    const [low, high] = archetype.investment;
    return {
      name: `${roots[index]}${rng.pick(archetype.suffixes)}`,
      description: archetype.describe(context),
      revenueStreams: archetype.revenue(context),
      initialInvestment: `${money(low * scale, currency)} - ${money(high * scale, currency)}`,
    };
  });
  return { ideas };
}
