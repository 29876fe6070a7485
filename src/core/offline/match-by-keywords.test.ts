import { describe, expect, it } from 'vitest';
import { matchByKeywords } from './match-by-keywords';

const FOOD = { name: 'food', keywords: ['food', 'meal', 'bakery'] };
const HEALTH = { name: 'health', keywords: ['health', 'care'] };
const FALLBACK = { name: 'general' };

describe('matchByKeywords', () => {
  it('finds a keyword anywhere in the text, whatever its case', () => {
    expect(matchByKeywords('Vegan BAKERY in Lisbon', [FOOD, HEALTH], FALLBACK)).toBe(FOOD);
    expect(matchByKeywords('healthcare', [FOOD, HEALTH], FALLBACK)).toBe(HEALTH);
  });

  it('takes the first profile in the list when several match', () => {
    expect(matchByKeywords('meal plans for health', [FOOD, HEALTH], FALLBACK)).toBe(FOOD);
    expect(matchByKeywords('meal plans for health', [HEALTH, FOOD], FALLBACK)).toBe(HEALTH);
  });

  it('falls back when no keyword matches, or there are no profiles', () => {
    expect(matchByKeywords('logistics', [FOOD, HEALTH], FALLBACK)).toBe(FALLBACK);
    expect(matchByKeywords('', [FOOD, HEALTH], FALLBACK)).toBe(FALLBACK);
    expect(matchByKeywords('food', [], FALLBACK)).toBe(FALLBACK);
  });

  it('matches a keyword with a space only where the text has one', () => {
    const ev = { name: 'ev', keywords: ['ev '] };
    expect(matchByKeywords(' ev charging ', [ev], FALLBACK)).toBe(ev);
    expect(matchByKeywords(' every day ', [ev], FALLBACK)).toBe(FALLBACK);
  });
});
