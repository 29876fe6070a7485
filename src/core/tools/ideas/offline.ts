import { matchByKeywords } from '../../offline/match-by-keywords';
import { seeded } from '../../offline/seeded';
import { titleCase } from '../../offline/text';
import { IDEAS_PER_REQUEST, type BusinessIdea, type IdeasInput, type IdeasResult } from './schema';
import { PROFILES, FALLBACK, ARCHETYPES, type Context } from './offline-content';

function money(thousands: number): string {
  return `$${(Math.round(thousands / 5) * 5 * 1000).toLocaleString('en-US')}`;
}

/** Builds three offline ideas from the brief: same brief, same ideas. */
export function offlineIdeas(input: IdeasInput): IdeasResult {
  const rng = seeded('ideas', input.industry, input.targetMarket, input.region);
  const profile = matchByKeywords(input.industry, PROFILES, FALLBACK);
  const archetypes = rng.sample(
    ARCHETYPES.filter((archetype) => !profile.avoid?.includes(archetype.kind)),
    IDEAS_PER_REQUEST,
  );
  const roots = rng.sample(profile.roots, IDEAS_PER_REQUEST);
  const pains = rng.sample(profile.pains, IDEAS_PER_REQUEST);
  const scale = 0.8 + rng.next() * 0.6;

  const ideas = archetypes.map((archetype, index): BusinessIdea => {
    const [thing, otherThing] = rng.sample(profile.things, 2) as [string, string];
    const context: Context = {
      industry: input.industry,
      market: input.targetMarket,
      region: titleCase(input.region),
      thing,
      otherThing,
      provider: rng.pick(profile.providers),
      pain: pains[index] ?? rng.pick(profile.pains),
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
