import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { marketResearch } from '.';
import { nicheWords } from './niche-words';

describe('a niche’s words', () => {
  it.each([
    ['plant-based pet food', 'plant-based pet food', 'plant-based pet food'],
    ['Food: Weekly meal kits for busy parents', 'weekly meal kits for busy parents', 'weekly meal kits'],
    [
      'Fintech: LedgerLoop automates bookkeeping for small cafes and bakeries',
      'bookkeeping for small cafes and bakeries',
      'bookkeeping',
    ],
    ['LedgerLoop automates bookkeeping for small cafes.', 'bookkeeping for small cafes', 'bookkeeping'],
    [
      'Pets: Pawsome Walks connects dog owners with vetted walkers',
      'connecting dog owners with vetted walkers',
      'SECTOR',
    ],
    // A thing, not a market: "the global booking tool market" would be every booking tool's.
    ['CareLink is a booking tool for therapy clinics', 'a booking tool for therapy clinics', 'SECTOR'],
    [
      'app that books home-care nurses for elderly patients',
      'an app that books home-care nurses for elderly patients',
      'SECTOR',
    ],
    ['Harvest Table helps busy parents cook at home', 'helping busy parents cook at home', 'SECTOR'],
    ['Office supplies for startups', 'office supplies for startups', 'office supplies'],
    ['Healthcare for Seniors', 'healthcare for seniors', 'healthcare'],
  ])('"%s" reads as a market, "%s", and before a noun as "%s"', (niche, market, kind) => {
    expect(nicheWords(niche, 'SECTOR')).toMatchObject({ market, kind });
  });
});

/** A venture's description as a founder writes it, named by its industry as the profile prefills it. */
const sentenceNiche = fc
  .tuple(
    fc.constantFrom('', 'Fintech: ', 'Food: ', 'Pets: ', 'Software: '),
    fc.constantFrom('LedgerLoop', 'Pawsome Walks', 'Harvest Table Co'),
    fc.constantFrom('automates', 'simplifies', 'delivers', 'sells', 'connects', 'helps', 'is a', 'provides'),
    fc.constantFrom('bookkeeping', 'weekly meal kits', 'dog walking', 'route planning', 'booking software'),
    fc.constantFrom('', ' for small cafes and bakeries', ' for busy parents in Lisbon', ' that saves owners hours'),
  )
  .map(([industry, name, verb, what, audience]) => ({
    niche: `${industry}${name} ${verb} ${what}${audience}`,
    name,
    verb,
  }));

const strings = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  return value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
};

describe('offline research for a niche that is a sentence', () => {
  it('never pastes the sentence into its own: no "LedgerLoop automates … is part of", no "… bakeries decisions"', () => {
    fc.assert(
      fc.property(sentenceNiche, ({ niche, name, verb }) => {
        const research = marketResearch.offline({ niche });
        const texts = strings(research);
        for (const text of texts) expect(text).not.toContain(`${name} ${verb}`);
        expect(research.industryOverview).toMatch(/^The market for [^.]+ (?:is part of the wider|is an industry)/);
        // Before a noun stands a short noun phrase: no preposition or relative word in it.
        for (const text of texts)
          for (const [, before] of text.matchAll(
            /(?:global|Venture-backed|for one) ((?:[\w'-]+ ){1,8}?)(?:market|start-ups|audience)\b/g,
          ))
            expect(before).not.toMatch(/\b(?:for|that|in|with|who|is)\b/);
      }),
      { numRuns: 200 },
    );
  });

  it('reads the tester’s niche grammatically', () => {
    const research = marketResearch.offline({
      niche: 'Fintech: LedgerLoop automates bookkeeping for small cafes and bakeries',
    });
    expect(research.industryOverview).toMatch(
      /^The market for bookkeeping for small cafes and bakeries is part of the wider financial services industry\./,
    );
    expect(research.marketSize).toContain('the global bookkeeping market is worth about');
    expect(JSON.stringify(research)).not.toContain('LedgerLoop');
  });
});
