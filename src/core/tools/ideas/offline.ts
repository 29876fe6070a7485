import { seeded } from '../../offline/seeded';
import { sectorOf } from '../../offline/sectors';
import { inSentence, titleCase } from '../../offline/text';
import { IDEAS_PER_REQUEST, type BusinessIdea, type IdeasInput, type IdeasResult } from './schema';
import { ARCHETYPES, type Context } from './offline-content';
import { IDEA_WORDS } from './offline-sectors';

function money(thousands: number): string {
  return `$${(Math.round(thousands / 5) * 5 * 1000).toLocaleString('en-US')}`;
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
      initialInvestment: `${money(low * scale)} - ${money(high * scale)}`,
    };
  });
  return { ideas };
}
