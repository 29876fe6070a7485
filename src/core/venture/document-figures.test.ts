import { describe, expect, it } from 'vitest';
import { conflictsIn } from './conflicts';
import { applyAllFacts, applyFact, checksAt, documentChecks, partConflicts } from './document-figures';
import type { VentureFact } from './facts';
import { researchFact } from '../../../tests/support/venture-facts';

const source = {
  kind: 'tool',
  tool: 'financials',
  documentId: 'model-1',
  savedAt: '2026-11-24T10:00:00.000Z',
} as const;
const facts: VentureFact[] = [
  {
    id: 'price',
    label: 'Monthly price per customer',
    value: 24,
    unit: 'moneyPerCustomerPerMonth',
    display: '$24/customer/month',
    source,
  },
  { id: 'breakEvenMonth', label: 'Break-even', value: 8, unit: 'month', display: 'Month 8', source },
];

const deck = {
  slides: [
    { title: 'Business Model', content: 'Subscription per clinic: $690 a month.', notes: 'Price is simple.' },
    { title: 'Traction', content: 'We break even by Month 8.', notes: '' },
  ],
};

describe('a result’s figures against the venture’s facts', () => {
  it('finds each part that states a fact, by its path, matches and conflicts alike', () => {
    const parts = documentChecks(deck, facts);
    expect(parts.map((part) => part.path)).toEqual([
      ['slides', 0, 'content'],
      ['slides', 1, 'content'],
    ]);
    expect(checksAt(parts, ['slides', 0, 'content']).map((check) => check.status)).toEqual(['conflict']);
    expect(checksAt(parts, ['slides', 1, 'content']).map((check) => check.status)).toEqual(['match']);
    expect(conflictsIn(parts)).toHaveLength(1);
  });

  it('checks nothing without facts', () => {
    expect(documentChecks(deck, [])).toEqual([]);
  });

  it('Use Fact rewrites the one figure, leaves every other part as it was, and clears the conflict', () => {
    const path = ['slides', 0, 'content'] as const;
    const [conflict] = checksAt(documentChecks(deck, facts), path);
    const fixed = applyFact(deck, path, conflict!);
    expect(fixed.slides[0]!.content).toBe('Subscription per clinic: $24 a month.');
    expect(fixed.slides[1]).toBe(deck.slides[1]);
    expect(deck.slides[0]!.content).toBe('Subscription per clinic: $690 a month.');
    expect(conflictsIn(documentChecks(fixed, facts))).toEqual([]);
  });

  it('refuses a check that no longer fits the text, or a part that is not there', () => {
    const path = ['slides', 0, 'content'] as const;
    const [conflict] = checksAt(documentChecks(deck, facts), path);
    const edited = { slides: [{ ...deck.slides[0]!, content: 'Now: $690 a month.' }, deck.slides[1]!] };
    expect(() => applyFact(edited, path, conflict!)).toThrow(RangeError);
    expect(() => applyFact(deck, ['slides', 5, 'content'], conflict!)).toThrow(RangeError);
  });

  describe('Use All Facts', () => {
    const drifted = {
      slides: [
        {
          title: 'Business Model',
          content: 'Subscription per clinic: $690 a month; the price is $90 a month.',
          notes: '',
        },
        { title: 'Traction', content: 'We break even by Month 14.', notes: 'Break-even in Month 12.' },
      ],
    };

    it('states every fact in one result, each part’s figures rewritten from its last, every other part as it was', () => {
      const parts = documentChecks(drifted, facts);
      expect(partConflicts(parts)).toHaveLength(4);
      const { result, fixed, kept } = applyAllFacts(drifted, parts);
      expect(result.slides[0]!.content).toBe('Subscription per clinic: $24 a month; the price is $24 a month.');
      expect(result.slides[1]!.content).toBe('We break even by Month 8.');
      expect(result.slides[1]!.notes).toBe('Break-even in Month 8.');
      expect(result.slides[0]!.notes).toBe(drifted.slides[0]!.notes);
      expect([fixed, kept]).toEqual([4, []]);
      expect(conflictsIn(documentChecks(result, facts))).toEqual([]);
      expect(drifted.slides[0]!.content).toBe('Subscription per clinic: $690 a month; the price is $90 a month.');
    });

    it('keeps, and names, a figure Use Fact is not offered for; the rest are still fixed', () => {
      const size = researchFact('marketSize', 34_400_000_000, 100_000_000, '$34.4 billion');
      const research = { overview: 'TAM $135B, SAM $40B.', pricing: 'We charge $690 a month.' };
      const { result, fixed, kept } = applyAllFacts(research, documentChecks(research, [size, ...facts]));
      expect(result).toEqual({ overview: 'TAM $135B, SAM $40B.', pricing: 'We charge $24 a month.' });
      expect(fixed).toBe(1);
      expect(kept.map(({ path, check }) => [path, check.figure.text])).toEqual([[['overview'], '$135B']]);
    });

    it('changes nothing, and returns the same result, when nothing differs', () => {
      const { result, fixed } = applyAllFacts(deck.slides[1], documentChecks(deck.slides[1], facts));
      expect([result, fixed]).toEqual([deck.slides[1], 0]);
    });
  });
});
