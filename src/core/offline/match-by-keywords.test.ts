import { describe, expect, it } from 'vitest';
import { matchByKeywords } from './match-by-keywords';

const FOOD = { name: 'food', keywords: ['food', 'meal', 'bakery'] };
const HEALTH = { name: 'health', keywords: ['health', 'care'] };
const FALLBACK = { name: 'general' };

describe('matchByKeywords', () => {
  it('finds a keyword at the start of a word, whatever its case', () => {
    expect(matchByKeywords('Vegan BAKERY in Lisbon', [FOOD, HEALTH], FALLBACK)).toBe(FOOD);
    expect(matchByKeywords('healthcare', [FOOD, HEALTH], FALLBACK)).toBe(HEALTH);
    expect(matchByKeywords('home-care visits', [FOOD, HEALTH], FALLBACK)).toBe(HEALTH);
  });

  it('does not find a keyword inside another word: "care" is not in "scared"', () => {
    expect(matchByKeywords('a game for scared children', [FOOD, HEALTH], FALLBACK)).toBe(FALLBACK);
  });

  it('matches short keywords only as whole words, plurals included', () => {
    const tech = { name: 'tech', keywords: ['ai', 'app'] };
    expect(matchByKeywords('we aim to happen', [tech], FALLBACK)).toBe(FALLBACK);
    expect(matchByKeywords('AI for dentists', [tech], FALLBACK)).toBe(tech);
    expect(matchByKeywords('two apps', [tech], FALLBACK)).toBe(tech);
  });

  it('matches a stem marked with "$" only as a whole word, plurals included', () => {
    const events = { name: 'events', keywords: ['event$'] };
    expect(matchByKeywords('events in Porto', [events], FALLBACK)).toBe(events);
    expect(matchByKeywords('an event venue', [events], FALLBACK)).toBe(events);
    expect(matchByKeywords('it eventually pays', [events], FALLBACK)).toBe(FALLBACK);
  });

  it('picks the profile with the most keywords found', () => {
    expect(matchByKeywords('a bakery for healthy meals', [HEALTH, FOOD], FALLBACK)).toBe(FOOD);
  });

  it('takes the first profile in the list on a tie', () => {
    expect(matchByKeywords('meal plans for health', [FOOD, HEALTH], FALLBACK)).toBe(FOOD);
    expect(matchByKeywords('meal plans for health', [HEALTH, FOOD], FALLBACK)).toBe(HEALTH);
  });

  it('falls back when no keyword matches, or there are no profiles', () => {
    expect(matchByKeywords('logistics', [FOOD, HEALTH], FALLBACK)).toBe(FALLBACK);
    expect(matchByKeywords('', [FOOD, HEALTH], FALLBACK)).toBe(FALLBACK);
    expect(matchByKeywords('food', [], FALLBACK)).toBe(FALLBACK);
  });

  it('reads a short keyword as a word, not as the start of one', () => {
    const ev = { name: 'ev', keywords: ['ev'] };
    expect(matchByKeywords(' ev charging ', [ev], FALLBACK)).toBe(ev);
    expect(matchByKeywords(' every day ', [ev], FALLBACK)).toBe(FALLBACK);
  });
});
