/** The slides investors expect, and slides short enough to read. */
import { describe, expect, it } from 'vitest';
import { deckOf, offlineVentureSources, saved, reviewInputOf } from '../../../../tests/support/review-venture';
import { REVIEW_TOOLS } from '../input';
import { deckOutlineRule, slideAbout, slideWordsRule, wordCount } from './deck';

const reviewOf = (deck: ReturnType<typeof deckOf>) =>
  reviewInputOf({ sources: { [REVIEW_TOOLS.deck]: saved('deck', deck) } });

describe('the slides investors expect', () => {
  it('the product’s ten slides lack only Why now and Traction, minor, each placed after the slide before it', () => {
    const findings = deckOutlineRule.check(reviewOf(deckOf()));
    expect(findings.map((finding) => [finding.id, finding.severity, finding.fix])).toEqual([
      ['deck-outline:whyNow', 'minor', { kind: 'openSlide', slide: 2 }],
      ['deck-outline:traction', 'minor', { kind: 'openSlide', slide: 5 }],
    ]);
    expect(findings[0]!.text).toBe('The deck has no Why now slide; it belongs after slide 3.');
    expect(findings[0]!.figures[0]!.from).toMatchObject({ source: expect.stringMatching(/Sequoia.*Y Combinator/) });
  });

  it('a deck without a Team slide is major; Go-to-Market is not the market', () => {
    const deck = deckOf({ 8: { title: 'Roadmap' }, 3: { title: 'Go-to-Market Plan' } });
    const ids = deckOutlineRule.check(reviewOf(deck)).map((finding) => [finding.id, finding.severity]);
    expect(ids).toContainEqual(['deck-outline:team', 'major']);
    expect(ids).toContainEqual(['deck-outline:market', 'major']);
  });

  it('a deck with every slide investors expect has no finding; why now may sit in a slide’s words', () => {
    const deck = deckOf({
      4: { title: 'Traction' },
      6: { title: 'Competition' },
      2: { title: 'Solution', content: 'Why now: owners went back to the office.' },
    });
    expect(deckOutlineRule.check(reviewOf(deck))).toEqual([]);
    expect(slideAbout(deck, 'whyNow')).toBe(2);
  });
});

describe('words per slide', () => {
  it('counts words, not bullets, and finds a slide over 60 words, minor, opening it', () => {
    expect(wordCount('• Dog owners\n• Busy — every day')).toBe(5);
    const long = Array.from({ length: 61 }, (_, index) => `word${index}`).join(' ');
    const [finding, ...others] = slideWordsRule.check(reviewOf(deckOf({ 4: { content: long } })));
    expect(others).toEqual([]);
    expect(finding).toMatchObject({
      id: 'slide-words:slide:4',
      severity: 'minor',
      text: 'Slide 5 has 61 words; investors read a slide in seconds.',
      where: { document: 'deck', path: ['slides', 4, 'content'], label: 'Slide 5: Product/Service' },
      fix: { kind: 'openSlide', slide: 4 },
    });
  });

  it('a deck of 22 slides is minor too; the offline deck has no finding', () => {
    const deck = deckOf();
    const long = { slides: [...deck.slides, ...deck.slides, deck.slides[0]!, deck.slides[1]!] };
    expect(slideWordsRule.check(reviewOf(long)).map((finding) => finding.id)).toEqual(['slide-words:slides']);
    expect(slideWordsRule.check(reviewInputOf({ sources: offlineVentureSources() }))).toEqual([]);
  });
});
