import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE } from '../../venture/sources';
import { NICHE_WORDS, nicheFrom } from './niche';

const profile = (parts: Partial<typeof EMPTY_PROFILE>) => ({ ...EMPTY_PROFILE, ...parts });

describe('nicheFrom', () => {
  it('takes the description’s opening phrase, without its article, named by the industry', () => {
    expect(
      nicheFrom(
        profile({
          industry: 'Food',
          description: 'Weekly meal kits for busy parents in Lisbon. Delivered on Sundays by bike.',
        }),
      ),
    ).toBe('Food: Weekly meal kits for busy parents in Lisbon');
    expect(nicheFrom(profile({ description: 'An app that books home-care nurses for elderly patients.' }))).toBe(
      'app that books home-care nurses for elderly patients',
    );
  });

  it('stays short and never ends on a dangling word', () => {
    const niche = nicheFrom(
      profile({
        description:
          'A marketplace that connects independent bakeries with the offices around them for fresh breakfasts every day.',
      }),
    );
    expect(niche).toBe('marketplace that connects independent bakeries with the offices');
    expect(niche.split(' ').length).toBeLessThanOrEqual(NICHE_WORDS);
  });

  it('ends before a relative clause it would cut mid-way, when a noun phrase stands before it', () => {
    expect(
      nicheFrom(
        profile({
          industry: 'Food',
          description: 'A food subscription platform that helps busy parents find healthy weekly meals.',
        }),
      ),
    ).toBe('food subscription platform');
  });

  it('leaves the industry out when the phrase already says it', () => {
    expect(nicheFrom(profile({ industry: 'fintech', description: 'Fintech tools for freelancers.' }))).toBe(
      'Fintech tools for freelancers',
    );
  });

  it('falls back on industry and target market, or nothing', () => {
    expect(nicheFrom(profile({ industry: 'Healthcare', targetMarket: 'Seniors' }))).toBe('Healthcare for Seniors');
    expect(nicheFrom(profile({ industry: 'Healthcare' }))).toBe('Healthcare');
    expect(nicheFrom(profile({}))).toBe('');
  });
});
