import { describe, expect, it } from 'vitest';
import { firstSentence, oneLine, shorten } from './text';

describe('offline text helpers', () => {
  it('puts text on one line', () => {
    expect(oneLine('  Meal kits\nfor  parents. ')).toBe('Meal kits for parents.');
  });

  it('shortens at a word boundary, marked', () => {
    expect(shorten('Weekly meal kits for busy parents', 20)).toBe('Weekly meal kits...');
    expect(shorten('short', 20)).toBe('short');
  });

  it('takes the first sentence without its mark, shortened', () => {
    expect(firstSentence('Meal kits for parents. We deliver weekly!', 100)).toBe('Meal kits for parents');
    expect(firstSentence('No mark at all', 100)).toBe('No mark at all');
    expect(firstSentence(`${'word '.repeat(50)}end.`, 40)).toMatch(/^word( word)*\.\.\.$/);
  });
});
