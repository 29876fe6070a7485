/**
 * Properties of the forms people write figures in (issue 34): a price with its period in any usual
 * form, per any unit, "from"; amounts in a locale's separators and scales; customers under the
 * venture's nouns by Year 1's end or in Month 12; percentages, negative ones too; multiples; and
 * the model's dates. Each, stated with the fact's value, agrees; with another, conflicts; and Use
 * Fact makes it agree without touching the rest of the sentence.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { modelFact } from '../../../../tests/support/venture-facts';
import type { FactId } from '../fact-kinds';
import type { VentureFact } from '../facts';
import { checkFigures, replaceFigure } from '.';

const RUNS = { numRuns: 200 };
const PROPERTY_TIMEOUT = { timeout: 60_000 };

const fact = (id: FactId, value: number, currency?: string): VentureFact =>
  currency ? ({ ...modelFact(id, value), currency } as VentureFact) : modelFact(id, value);

/** A sentence stating `written`, and the fact it states at `value`. */
interface Stated {
  sentence: string;
  written: string;
  id: FactId;
  value: number;
  currency?: string;
  /** The smallest change of the value the writing shows. */
  step: number;
}

/** It agrees; with the value moved past what it shows, it conflicts, and Use Fact makes it agree. */
function holds({ sentence, written, id, value, currency, step }: Stated, moved: number) {
  const checks = checkFigures(sentence, [fact(id, value, currency)]);
  expect(checks.map((check) => [check.figure.text.includes(written.trim()), check.status])).toEqual([[true, 'match']]);
  const other = fact(id, value + moved * step, currency);
  const [conflict, ...more] = checkFigures(sentence, [other]);
  expect(more).toEqual([]);
  expect(conflict?.status).toBe('conflict');
  const fixed = replaceFigure(sentence, conflict!);
  expect(checkFigures(fixed, [other]).map((check) => check.status)).toEqual(['match']);
  // Only the figure changed: the words before it are the sentence's own.
  expect(fixed.slice(0, conflict!.figure.start)).toBe(sentence.slice(0, conflict!.figure.start));
}

const MONEY: readonly [symbol: string, code: string][] = [
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['$', 'USD'],
  ['CHF ', 'CHF'],
  ['¥', 'JPY'],
  ['₹', 'INR'],
  ['A$', 'AUD'],
  ['C$', 'CAD'],
  ['S$', 'SGD'],
];
/** "1,250", "1.250", "1'250", "1 250" (a no-break space): the locales' thousands. */
const GROUPS = [',', '.', "'", '\u00a0'] as const;
const grouped = (value: number, group: string) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, group);

/** Money as people write it: symbol or code before, a euro sign after, in a locale's grouping. */
const money = fc
  .record({
    value: fc.integer({ min: 1, max: 9_999 }),
    currency: fc.constantFrom(...MONEY),
    group: fc.constantFrom(...GROUPS),
    form: fc.constantFrom('symbol', 'code', 'after'),
  })
  .map(({ value, currency: [symbol, code], group, form }) => {
    const digits = grouped(value, group);
    const written =
      form === 'code'
        ? `${code} ${digits}`
        : form === 'after' && (code === 'EUR' || code === 'CHF')
          ? `${digits} ${code === 'EUR' ? '€' : 'CHF'}`
          : `${symbol}${digits}`;
    return { value, code, written };
  });

const MONTHLY = [
  'per month',
  'a month',
  '/month',
  '/mo',
  'monthly',
  'p/m',
  'pcm',
  'per month per dog',
  'a month per seat',
];
const YEARLY = ['per year', 'a year', '/year', 'annually', 'per annum', '/yr', 'a year per freelancer'];
const PRICE_SENTENCES = [
  'Members pay {x}.',
  'Pricing: {x}, cancel anytime.',
  'Plans from {x}.',
  'The subscription is {x} for busy owners.',
  'Each clinic pays {x}.',
  'We charge {x}.',
];

describe('a price as people write it', PROPERTY_TIMEOUT, () => {
  it('in any period, currency, grouping and unit, agrees with the price and conflicts with another', () => {
    fc.assert(
      fc.property(
        money,
        fc.boolean(),
        fc.nat(),
        fc.constantFrom(...PRICE_SENTENCES),
        fc.integer({ min: 1, max: 30 }),
        ({ value, code, written }, yearly, pick, template, moved) => {
          const periods = yearly ? YEARLY : MONTHLY;
          const period = periods[pick % periods.length]!;
          const text = `${written}${period.startsWith('/') ? '' : ' '}${period}`;
          // A yearly figure states the monthly price twelve times over: only whole twelfths are one.
          const monthly = yearly ? value / 12 : value;
          fc.pre(!yearly || value % 12 === 0);
          holds(
            { sentence: template.replace('{x}', text), written, id: 'price', value: monthly, currency: code, step: 1 },
            moved,
          );
        },
      ),
      RUNS,
    );
  });
});

describe('amounts in scales and separators', PROPERTY_TIMEOUT, () => {
  it('"€1.2M", "€1.2 million", "1.2m", "€1,200,000", "€1.200.000", "CHF 1\'200\'000" state the raise alike', () => {
    fc.assert(
      fc.property(fc.integer({ min: 11, max: 99 }), fc.nat(), fc.integer({ min: 2, max: 9 }), (tenths, pick, moved) => {
        const millions = tenths / 10;
        const whole = tenths * 100_000;
        // The written form, and its currency: none for a bare "1.2m", which states the venture's.
        const forms: [string, string | undefined][] = [
          [`€${millions}M`, 'EUR'],
          [`€${millions} million`, 'EUR'],
          [`${millions}m`, undefined],
          [`€${grouped(whole, ',')}`, 'EUR'],
          [`€${grouped(whole, '.')}`, 'EUR'],
          [`€${grouped(whole, '\u00a0')}`, 'EUR'],
          [`CHF ${grouped(whole, "'")}`, 'CHF'],
        ];
        const [written, currency] = forms[pick % forms.length]!;
        const sentence = `We are raising ${written} to reach break-even.`;
        holds({ sentence, written, id: 'raise', value: whole, currency: currency ?? 'EUR', step: 100_000 }, moved);
      }),
      RUNS,
    );
  });
});

const NOUNS = ['members', 'subscribers', 'users', 'clinics', 'customers', 'accounts', 'paying owners', 'households'];
const BY_YEAR_ONE = [
  '{x} by the end of Year 1.',
  'We expect {x} in Month 12.',
  'By Month 12 we serve {x}.',
  'Target: {x} by the end of the first year.',
];

describe('customers under the venture’s nouns', PROPERTY_TIMEOUT, () => {
  it('state Month 12’s customers by Year 1’s end or in Month 12, in any grouping', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9_999 }),
        fc.constantFrom(...NOUNS),
        fc.constantFrom(',', '.'),
        fc.constantFrom(...BY_YEAR_ONE),
        fc.integer({ min: 1, max: 40 }),
        (value, noun, group, template, moved) => {
          const written = `${grouped(value, group)} ${noun}`;
          holds({ sentence: template.replace('{x}', written), written, id: 'customersMonth12', value, step: 1 }, moved);
        },
      ),
      RUNS,
    );
  });
});

describe('percentages and multiples', PROPERTY_TIMEOUT, () => {
  it('a gross margin, negative or not, and an LTV:CAC written as a multiple', () => {
    const margin = fc
      .tuple(
        fc.integer({ min: -60, max: 95 }),
        fc.constantFrom('Gross margin: {x}%.', 'We run at a {x}% gross margin.'),
      )
      .map(([value, template]) => ({
        sentence: template.replace('{x}', String(value)),
        written: `${value}%`,
        id: 'grossMargin' as const,
        value,
        step: 1,
      }));
    const multiple = fc
      .tuple(
        fc.integer({ min: 11, max: 99 }),
        fc.constantFrom('LTV is {x}x CAC.', 'LTV:CAC of {x}:1.', 'An LTV {x} times the CAC.'),
      )
      .map(([tenths, template]) => {
        const written = (tenths / 10).toFixed(1);
        return {
          sentence: template.replace('{x}', written),
          written,
          id: 'ltvCac' as const,
          value: tenths / 10,
          step: 0.1,
        };
      });
    fc.assert(fc.property(fc.oneof(margin, multiple), fc.integer({ min: 1, max: 9 }), holds), RUNS);
  });
});

const DATED: Record<'launchMonth' | 'fundingMonth' | 'breakEvenMonth' | 'cashOutMonth', readonly string[]> = {
  launchMonth: [
    'We launch a focused first version in month {m}.',
    'Month {m}: start the paid pilot with 30 customers.',
  ],
  fundingMonth: ['Month {m}: raise a seed round.', 'Our seed round closes in Month {m}.'],
  breakEvenMonth: ['We break even in Month {m}.', 'Month {m}: break even.'],
  cashOutMonth: ['Without the round, cash runs out in Month {m}.'],
};

describe('the model’s dates', PROPERTY_TIMEOUT, () => {
  it('the launch, a funding event, break-even and cash-out, dated in another month, conflict', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(DATED) as (keyof typeof DATED)[])),
        fc.integer({ min: 1, max: 24 }),
        fc.nat(),
        fc.integer({ min: 1, max: 12 }),
        (id, month, pick, moved) => {
          const templates = DATED[id];
          const sentence = templates[pick % templates.length]!.replace('{m}', String(month));
          holds({ sentence, written: String(month), id, value: month, step: 1 }, moved);
        },
      ),
      RUNS,
    );
  });
});
