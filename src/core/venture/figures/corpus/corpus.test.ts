/**
 * The figure recogniser on its corpus: enough labelled sentences, in every style and the venture's
 * currencies, with the issue's examples among them, read with recall and precision above their
 * floors (npm run bench:figures prints the figures and every misread sentence).
 */
import { describe, expect, it } from 'vitest';
import { FIGURE_CORPUS, readStated, scoreCorpus, type Stated } from '.';

const RECALL_FLOOR = 0.95;
const PRECISION_FLOOR = 0.98;

/** The sentences the issue found unmarked, and what each states. */
const ISSUE_EXAMPLES: readonly [string, Partial<Stated>][] = [
  ['Members pay €39 per month.', { fact: 'price', value: 39, currency: 'EUR', per: 'month' }],
  ['€39 a month per dog, cancel anytime.', { fact: 'price', value: 39, currency: 'EUR', per: 'month' }],
  ['Plans from €39.', { fact: 'price', value: 39, currency: 'EUR' }],
  ['1,000 members by the end of Year 1.', { fact: 'customersMonth12', value: 1000 }],
  [
    'WagBox offers a subscription at $19 a month per freelancer, with a free tier for occasional users.',
    { fact: 'price', value: 19, currency: 'USD', per: 'month' },
  ],
  ['Pricing is €35/month, no setup fee.', { fact: 'price', value: 35, currency: 'EUR', per: 'month' }],
  ['We will launch a focused first version in month 5.', { fact: 'launchMonth', value: 5 }],
  ['Month 4: start the paid pilot with 30 customers.', { fact: 'launchMonth', value: 4 }],
  ['Month 18: raise a seed round to fund expansion into Hamburg.', { fact: 'fundingMonth', value: 18 }],
  [
    'The business reaches break-even in Month 14, after which operating cash flow turns positive.',
    { fact: 'breakEvenMonth', value: 14 },
  ],
];

describe('the figure corpus', () => {
  it('holds at least 300 labelled sentences, in the styles of founders, models and the offline provider', () => {
    expect(FIGURE_CORPUS.length).toBeGreaterThanOrEqual(300);
    const styles = new Map<string, number>();
    for (const { style } of FIGURE_CORPUS) styles.set(style, (styles.get(style) ?? 0) + 1);
    for (const style of ['founder', 'model', 'offline']) expect(styles.get(style)).toBeGreaterThanOrEqual(60);
    // Sentences that state no fact keep precision honest: a good share of the corpus.
    expect(FIGURE_CORPUS.filter(({ states }) => states.length === 0).length).toBeGreaterThanOrEqual(90);
  });

  it('is written in the venture’s currencies and states every fact the check knows, dates included', () => {
    const currencies = new Set(FIGURE_CORPUS.flatMap(({ states }) => states.flatMap((s) => s.currency ?? [])));
    expect([...currencies].sort()).toEqual(['AUD', 'CAD', 'CHF', 'EUR', 'GBP', 'INR', 'JPY', 'SGD', 'USD']);
    const facts = new Set(FIGURE_CORPUS.flatMap(({ states }) => states.map((stated) => stated.fact)));
    for (const fact of ['launchMonth', 'fundingMonth', 'breakEvenMonth', 'cashOutMonth', 'customersMonth12'] as const)
      expect(facts).toContain(fact);
  });

  it.each(ISSUE_EXAMPLES)('holds the issue’s "%s" and reads it', (text, stated) => {
    expect(FIGURE_CORPUS.map((sentence) => sentence.text)).toContain(text);
    expect(readStated(text)).toContainEqual(expect.objectContaining(stated));
  });

  it(`is read with recall of at least ${RECALL_FLOOR * 100}% and precision of at least ${PRECISION_FLOOR * 100}%`, () => {
    const score = scoreCorpus(FIGURE_CORPUS);
    // What went wrong, should a floor be broken.
    const misread = [
      ...score.misses.map(({ text, stated }) => `missed ${stated.fact} ${stated.value}: ${text}`),
      ...score.extras.map(({ text, read }) => `read ${read.fact} ${read.value}: ${text}`),
    ];
    expect({ recall: score.recall >= RECALL_FLOOR, misread }).toMatchObject({ recall: true });
    expect({ precision: score.precision >= PRECISION_FLOOR, misread }).toMatchObject({ precision: true });
  });

  it('scores what it is given: a sentence misread counts against recall and precision', () => {
    const score = scoreCorpus([
      {
        text: 'Members pay €39 per month.',
        style: 'founder',
        states: [{ fact: 'price', value: 49, currency: 'EUR', per: 'month' }],
      },
      { text: 'We interviewed 40 owners.', style: 'founder', states: [] },
    ]);
    expect(score).toMatchObject({ expected: 1, read: 1, correct: 0, recall: 0, precision: 0 });
  });
});
