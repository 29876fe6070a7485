import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GENERAL, SECTORS, sectorOf } from '../offline/sectors';
import { businessPlan } from './business-plan';
import { PLAN_WORDS } from './business-plan/offline-content';
import { ideas } from './ideas';
import { IDEA_WORDS } from './ideas/offline-sectors';
import { marketResearch } from './market-research';
import { SEGMENT_WORDS } from './market-research/offline-segments';
import { pitchDeck } from './pitch-deck';
import { BUSINESS_WORDS } from './pitch-deck/offline-business';

/** The same founder's text, given to each tool that reads a sector from it, as that tool's offline result in text. */
function offlineTexts(text: string) {
  return {
    ideas: JSON.stringify(ideas.offline({ industry: text, targetMarket: 'local customers', region: 'Canada' })),
    'business-plan': JSON.stringify(businessPlan.offline({ idea: text })),
    'market-research': JSON.stringify(marketResearch.offline({ niche: text })),
    'pitch-deck': JSON.stringify(pitchDeck.offline({ businessName: 'Acme', businessDescription: text })),
  };
}

const LABELS = [...SECTORS, GENERAL].map((sector) => sector.label);
const labelsIn = (output: string) => LABELS.filter((label) => output.toLowerCase().includes(label));

/** Words that would mean a pet or food business was read as health care or finance. */
const HEALTH_OR_FINANCE =
  /\b(?:health\w*|medic\w*|clinic\w*|patients?|therap\w*|wellness|nurs\w*|doctors?|fintech|financial services|bank\w*|invoic\w*|tax|taxes|loans?|lending)\b/i;

const PHRASES = [
  'Pet care',
  'dog walking app',
  'mobile dog grooming',
  'artisan bakery',
  'vegan bakery',
  'an online clinic for patients with back pain',
  'invoicing for freelancers',
  'language tutoring for adults',
  'sustainable fashion resale',
  'boutique hotels',
  'solar panels for homeowners',
  'rental property management',
  'cargo bike deliveries',
  'podcast production studio',
  'AI analytics platform',
  'handmade candles',
];

describe('the offline tools agree on the sector', () => {
  it('state the same industry label for the same text, where they state one', () => {
    const tail = fc.constantFrom('', ' for busy parents', ' in Lisbon', ' app', ' for small businesses in Porto');
    fc.assert(
      fc.property(fc.constantFrom(...PHRASES), tail, (phrase, end) => {
        const text = `${phrase}${end}`;
        const { label } = sectorOf(text);
        const outputs = offlineTexts(text);
        // The ideas do not always name their industry; the other tools do, every time.
        expect(labelsIn(outputs.ideas).filter((found) => found !== label)).toEqual([]);
        for (const output of [outputs['business-plan'], outputs['market-research'], outputs['pitch-deck']])
          expect(labelsIn(output)).toEqual([label]);
      }),
      { numRuns: 120 },
    );
  });

  it('write from the same sector’s table in every tool', () => {
    for (const text of PHRASES) {
      const { id } = sectorOf(text);
      const outputs = offlineTexts(text);
      const ideaNames = ideas
        .offline({ industry: text, targetMarket: 'local customers', region: 'Canada' })
        .ideas.map((idea) => idea.name);
      for (const name of ideaNames) expect(IDEA_WORDS[id].roots.some((root) => name.startsWith(root))).toBe(true);
      expect(outputs['business-plan']).toContain(PLAN_WORDS[id].trust);
      expect(outputs['market-research']).toContain(SEGMENT_WORDS[id].incumbents);
      expect(outputs['pitch-deck']).toContain(BUSINESS_WORDS[id].keyHire);
    }
  });

  it('name the same customers in the plan and the deck when the text names none', () => {
    for (const text of PHRASES.filter((phrase) => !/\bfor\b/.test(phrase))) {
      const { customers } = sectorOf(text);
      const outputs = offlineTexts(text);
      expect(outputs['business-plan']).toContain(`It serves ${customers}, who`);
      expect(outputs['pitch-deck']).toContain(`Who feels it most: ${customers}`);
    }
  });

  it.each(['Pet care', 'dog walking app', 'mobile dog grooming', 'artisan bakery', 'vegan bakery'])(
    'never read "%s" as health care or finance, in any tool',
    (text) => {
      expect(['pets', 'food']).toContain(sectorOf(text).id);
      for (const [tool, output] of Object.entries(offlineTexts(text)))
        expect({ tool, found: HEALTH_OR_FINANCE.exec(output)?.[0] }).toEqual({ tool, found: undefined });
    },
  );
});

describe('the offline tools write as a person would', () => {
  it.each(['Pet care', 'Dog walking app', 'Mobile Dog Grooming', 'Vegan bakery'])(
    'never capitalise the input "%s" mid-sentence',
    (text) => {
      const midSentence = new RegExp(`[a-z,;] ${text}`);
      const outputs = offlineTexts(text);
      for (const [tool, output] of Object.entries(outputs))
        expect({ tool, found: midSentence.exec(output)?.[0] }).toEqual({ tool, found: undefined });
      expect(outputs['market-research']).toContain(` ${text.toLowerCase()} `);
    },
  );
});
