import { describe, expect, it } from 'vitest';
import {
  capitalise,
  firstSentence,
  inSentence,
  joinList,
  lowerFirst,
  oneLine,
  shorten,
  titleCase,
  withArticle,
} from './text';

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

  it('changes only the first letter, up or down; title-cases a place', () => {
    expect(capitalise('pet food')).toBe('Pet food');
    expect(lowerFirst('Weekly meal kits')).toBe('weekly meal kits');
    expect(titleCase('  south east asia ')).toBe('South East Asia');
    expect(titleCase('the UK')).toBe('The UK');
  });

  it('writes an input as it reads mid-sentence, keeping names and acronyms', () => {
    expect(inSentence('Pet care')).toBe('pet care');
    expect(inSentence('Mobile Dog Grooming')).toBe('mobile dog grooming');
    expect(inSentence('Dog Walkers In London')).toBe('dog walkers in London');
    expect(inSentence('Restaurant owners in Lisbon')).toBe('restaurant owners in Lisbon');
    expect(inSentence('E-commerce')).toBe('e-commerce');
    expect(inSentence('AI tutoring')).toBe('AI tutoring');
    expect(inSentence('SaaS for Dentists')).toBe('SaaS for dentists');
    expect(inSentence('fintech')).toBe('fintech');
  });

  it('puts "a" or "an" before a phrase by its sound', () => {
    expect(withArticle('pet care app')).toBe('a pet care app');
    expect(withArticle('education platform')).toBe('an education platform');
    expect(withArticle('e-commerce shop')).toBe('an e-commerce shop');
    expect(withArticle('urban farm')).toBe('an urban farm');
    expect(withArticle('user forum')).toBe('a user forum');
    expect(withArticle('university')).toBe('a university');
    expect(withArticle('unusual gift')).toBe('an unusual gift');
    expect(withArticle('European brand')).toBe('a European brand');
    expect(withArticle('hourly service')).toBe('an hourly service');
    expect(withArticle('AI tutor')).toBe('an AI tutor');
    expect(withArticle('SaaS tool')).toBe('a SaaS tool');
    expect(withArticle('B2B tool')).toBe('a B2B tool');
  });

  it('joins a list as a sentence would', () => {
    expect(joinList([])).toBe('');
    expect(joinList(['banks'])).toBe('banks');
    expect(joinList(['banks', 'apps'])).toBe('banks and apps');
    expect(joinList(['banks', 'apps', 'spreadsheets'])).toBe('banks, apps and spreadsheets');
  });
});
