import { describe, expect, it } from 'vitest';
import { currencyForPlace } from '../finance/currency-regions';
import type { ToolResults } from '../tools/results';
import { EMPTY_PROFILE } from '../venture/sources';
import { ventureWords } from './venture-words';

const research: ToolResults['market-research'] = {
  industryOverview: 'Meal kits are a fast market in Lisbon.',
  marketSize: 'About €400M in Portugal.',
  trends: ['Local sourcing', 'Subscriptions in London'],
  customerSegments: [{ segment: 'Busy parents', characteristics: 'Two jobs', painPoints: 'No time to plan' }],
  competitors: [{ name: 'HelloFresh', strengths: ['Scale'], weaknesses: ['Generic'] }],
  swot: { strengths: ['Local'], weaknesses: ['Small'], opportunities: ['Tokyo'], threats: ['Prices'] },
};
const sources = {
  'market-research': { documentId: 'research', savedAt: '2026-11-22T10:00:00.000Z', result: research },
};

describe('the venture’s words, where an offline draft looks for its place', () => {
  it('reads the inputs, the profile, then the parts of each source asked for, in that order', () => {
    const profile = { ...EMPTY_PROFILE, name: 'Harvest Table', region: 'Berlin' };
    const words = ventureWords(['meal kits'], { profile, sources }, [
      { tool: 'market-research', parts: ['trends', 'industryOverview'] },
    ]);
    expect(words.split('\n')).toEqual([
      'meal kits',
      'Harvest Table',
      'Berlin',
      'Local sourcing',
      'Subscriptions in London',
      'Meal kits are a fast market in Lisbon.',
    ]);
    // The first place named wins: the profile's, before the research's.
    expect(currencyForPlace(words)).toBe('EUR');
  });

  it('reads every part of a source that names none, and nothing of a source the venture lacks', () => {
    const words = ventureWords([], { sources }, [{ tool: 'market-research' }, { tool: 'business-plan' }]);
    for (const text of ['About €400M in Portugal.', 'No time to plan', 'Generic', 'Tokyo'])
      expect(words).toContain(text);
    expect(ventureWords([], { sources: {} }, [{ tool: 'market-research' }])).toBe('');
  });

  it('leaves out a source part not asked for', () => {
    const words = ventureWords([], { sources }, [{ tool: 'market-research', parts: ['marketSize'] }]);
    expect(words).toBe('About €400M in Portugal.');
    expect(currencyForPlace(words)).toBe('EUR');
  });
});
