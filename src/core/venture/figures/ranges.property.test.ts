/**
 * Two figures that are a range's ends ("from $38 to $96 a month") and state one fact: once Use
 * Fact (or the offline provider's statedFacts) makes each state it, the range reads as the one
 * value, never "from €64 to €64".
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_RANGE, modelFact } from '../../../../tests/support/venture-facts';
import { formatMoney, type Currency } from '../../finance/currency';
import { statedFacts } from '../document-figures';
import { displayFact, type VentureFact } from '../facts';
import { checkFigures, replaceFigure } from '.';

const priceFact = (value: number, currency: Currency): VentureFact => ({
  ...modelFact('price', value),
  currency,
  display: displayFact('price', value, currency),
});

/** Sentences whose two amounts are the ends of a price range, written as two figures. */
const TEMPLATES = [
  '• Tiered subscription from {a} to {b} a month',
  'Subscription per team: from {a} to {b} a month by plan.',
  'Plans are priced from {a} to {b} per month.',
  'Pricing: {a} to {b} a month, by plan.',
  'The subscription costs {a}–{b} a month.',
];

/** Use Fact on each conflict in turn, the text checked again each time, as the screen does. */
function useEveryFact(text: string, facts: readonly VentureFact[], last: boolean): string {
  let fixed = text;
  for (let step = 0; step < 5; step += 1) {
    const conflicts = checkFigures(fixed, facts).filter((check) => check.status === 'conflict');
    const check = last ? conflicts.at(-1) : conflicts[0];
    if (!check) break;
    fixed = replaceFigure(fixed, check);
  }
  return fixed;
}

const amount = fc.integer({ min: 1, max: 5_000 });
const written = (value: number, symbol: '$' | '€') => `${symbol}${value.toLocaleString('en-US')}`;

describe('a range’s two ends that state one fact', () => {
  it('become the one value under Use Fact, in either order, and under statedFacts', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TEMPLATES),
        amount,
        amount,
        amount,
        fc.constantFrom<Currency>('EUR', 'USD'),
        fc.constantFrom<'$' | '€'>('$', '€'),
        (template, a, b, price, currency, symbol) => {
          const [low, high] = a < b ? [a, b] : [b, a + 1];
          const text = template.replace('{a}', written(low, symbol)).replace('{b}', written(high, symbol));
          const facts = [priceFact(price, currency)];
          for (const fixed of [
            useEveryFact(text, facts, false),
            useEveryFact(text, facts, true),
            statedFacts(text, facts),
          ]) {
            expect(fixed).not.toMatch(EMPTY_RANGE);
            // A range around the price already agrees ("$1 to $3" of $2) and is kept.
            if (fixed !== text) expect(fixed).toContain(formatMoney(price, currency));
            expect(checkFigures(fixed, facts).every((check) => check.status === 'match')).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('read as the one value, with the words around them kept', () => {
    const facts = [priceFact(64, 'EUR')];
    expect(statedFacts('• Tiered subscription from $38 to $96 a month', facts)).toBe(
      '• Tiered subscription €64 a month',
    );
    expect(useEveryFact('Plans are priced from €64 to $96 per month.', facts, false)).toBe(
      'Plans are priced €64 per month.',
    );
  });

  it('leave a range alone when its ends differ, and a number that only begins like the other end', () => {
    const facts = [priceFact(64, 'EUR')];
    // The first states the fact; the second names no price (a cost) and stays.
    expect(statedFacts('Plans from €64 a month, and €640 in setup costs for teams.', facts)).toContain('€640');
    const [check] = checkFigures('Our price: $70 to €640 team licence.', facts);
    expect(replaceFigure('Our price: $70 to €640 team licence.', check!)).toBe('Our price: €64 to €640 team licence.');
  });
});
