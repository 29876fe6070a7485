/**
 * Properties of the figure check over generated texts: sentences that state a fact in one of the
 * ways prose writes it, with the fact's value or another.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { modelFact } from '../../../../tests/support/venture-facts';
import { formatPercent, formatRatio, formatUsd } from '../../finance/money';
import { FACT_UNITS, type FactId } from '../fact-kinds';
import { displayFact, type VentureFact } from '../facts';
import { checkFigures, findFigures, replaceFigure } from '.';

const grouped = (value: number) => value.toLocaleString('en-US');
const RUNS = { numRuns: 300 };
/** Hundreds of generated texts per test: CPU bound, so a busy machine stretches them; the bound is the runs, not the clock. */
const PROPERTY_TIMEOUT = { timeout: 60_000 };

/** Sentences that name each fact; `{x}` is where the figure goes. */
const TEMPLATES: Record<Exclude<FactId, 'tam' | 'sam' | 'som'>, readonly string[]> = {
  price: ['Customers pay a subscription price of {x}.', 'Pricing: {x}.'],
  startingCustomers: ['We start with {x}.', 'Starting with {x}, we launch in spring.'],
  launchMonth: ['We launch in {x}.', 'The public launch is planned for {x}.'],
  fundingMonth: ['We raise our seed round in {x}.', 'The funding round closes in {x}.'],
  customersMonth12: ['By month 12 we have {x}.', 'We reach {x} by the end of year 1.'],
  monthlyGrowth: ['Monthly growth of {x} is the plan.', 'Monthly growth: {x}.'],
  monthlyChurn: ['Monthly churn is {x}.', 'Churn: {x}.'],
  grossMargin: ['We keep a gross margin of {x}.', 'Gross margin: {x}.'],
  cac: ['Our customer acquisition cost is {x}.', 'CAC: {x}.'],
  ltv: ['Customer lifetime value reaches {x}.', 'LTV: {x}.'],
  ltvCac: ['That is an LTV:CAC of {x}.', 'LTV:CAC: {x}.'],
  year1Revenue: ['Year 1 revenue: {x}.', 'We expect first-year revenue of {x}.'],
  year2Revenue: ['Year 2 revenue: {x}.', 'In year 2, revenue reaches {x}.'],
  year3Revenue: ['Year 3 revenue: {x}.', 'Third-year revenue: {x}.'],
  breakEvenMonth: ['We break even in {x}.', 'Break-even: {x}.'],
  burnRate: ['Our burn rate is {x}.', 'Burn: {x}.'],
  marketSize: ['The market is worth {x}.', 'Market size: {x}.'],
  raise: ['We are raising {x}.', 'The ask: {x}.'],
  runwayMonths: ['That gives us a runway of {x}.', 'Runway: {x}.'],
  cashOutMonth: ['Without it, cash runs out in {x}.', 'Cash-out month: {x}.'],
  teamSize: ['We are a team of {x}.', 'Team: {x}.'],
};
type Stated = keyof typeof TEMPLATES;
const STATED = Object.keys(TEMPLATES) as Stated[];

/** A fact's value as the engine or a pin would make it, and the unit of its last digit. */
function valueOf(id: Stated): fc.Arbitrary<{ value: number; step: number }> {
  const unit = FACT_UNITS[id];
  const whole = (min: number, max: number) => fc.integer({ min, max }).map((value) => ({ value, step: 1 }));
  if (unit === 'percent' || unit === 'percentPerMonth')
    return fc.integer({ min: 5, max: 950 }).map((tenths) => ({ value: tenths / 10, step: tenths % 10 ? 0.1 : 1 }));
  if (unit === 'ratio') return fc.integer({ min: 1, max: 300 }).map((tenths) => ({ value: tenths / 10, step: 0.1 }));
  if (unit === 'month') return whole(1, 36);
  // A round thousand of 10,000 or more reads as rounded ("500,000 customers"), so it is never one here.
  const exact = ({ value }: { value: number }) => ({
    value: value >= 10_000 && value % 1000 === 0 ? value + 1 : value,
    step: 1,
  });
  return unit === 'count' ? whole(1, 500_000).map(exact) : whole(1, 50_000_000).map(exact);
}

/** Ways prose writes `value` of the fact `id`, each exactly (to `step`). */
function writings(id: Stated, value: number): string[] {
  const money = [formatUsd(value), `USD ${grouped(value)}`, `${grouped(value)} dollars`];
  // A monthly rate a year at a time, unless that is a round thousand (read as rounded).
  const yearly = value * 12 >= 10_000 && (value * 12) % 1000 === 0 ? [] : [`${formatUsd(value * 12)} a year`];
  switch (FACT_UNITS[id]) {
    case 'moneyPerCustomerPerMonth':
      return [
        displayFact(id, value),
        `$${grouped(value)} per customer per month`,
        `${formatUsd(value)} a month`,
        ...yearly,
      ];
    case 'moneyPerMonth':
      return [displayFact(id, value), `${formatUsd(value)} per month`, ...yearly, ...money];
    case 'percent':
      return [formatPercent(value), `${value} percent`, `${value} per cent`];
    case 'percentPerMonth':
      return [formatPercent(value), `${value} percent`, `${formatPercent(value)} a month`, `${value}% per month`];
    case 'ratio':
      return [formatRatio(value), `${value.toFixed(1)}x`, `${value.toFixed(1)} to 1`];
    case 'month':
      return [displayFact(id, value), `month ${value}`];
    case 'count':
      return id === 'teamSize'
        ? [displayFact(id, value), `${grouped(value)} engineers`]
        : [displayFact(id, value), `${grouped(value)} paying customers`, `${grouped(value)} clients`];
    default:
      return money;
  }
}

/** A fact, a sentence that states it, and the figure's text in it. */
const statement = fc
  .constantFrom(...STATED)
  .chain((id) => fc.tuple(fc.constant(id), valueOf(id), fc.constantFrom(...TEMPLATES[id]), fc.nat()))
  .map(([id, { value, step }, template, pick]) => {
    const ways = writings(id, value);
    const written = ways[pick % ways.length] ?? '';
    return { id, value, step, written, sentence: template.replace('{x}', written) };
  });

const factFor = (id: FactId, value: number): VentureFact =>
  id === 'raise' || id === 'teamSize' ? { ...modelFact(id, value), source: { kind: 'founder' } } : modelFact(id, value);

describe('a sentence that states a fact', PROPERTY_TIMEOUT, () => {
  it('is found as a match, at the figure’s place', () => {
    fc.assert(
      fc.property(statement, ({ id, value, written, sentence }) => {
        const checks = checkFigures(sentence, [factFor(id, value)]);
        expect(checks.map((check) => [check.figure.text, check.status])).toEqual([[written, 'match']]);
        const { figure } = checks[0]!;
        expect(sentence.slice(figure.start, figure.end)).toBe(figure.text);
      }),
      RUNS,
    );
  });

  it('with another value, past the precision written, is a conflict; Use Fact then makes it a match', () => {
    fc.assert(
      fc.property(statement, fc.integer({ min: 1, max: 40 }), fc.boolean(), (stated, steps, up) => {
        const other =
          Math.round((stated.value + (up || stated.value <= steps * stated.step ? 1 : -1) * steps * stated.step) * 10) /
          10;
        const fact = factFor(stated.id, other);
        const [check, ...more] = checkFigures(stated.sentence, [fact]);
        expect(more).toEqual([]);
        expect(check?.status).toBe('conflict');
        const fixed = replaceFigure(stated.sentence, check!);
        expect(checkFigures(fixed, [fact]).map((again) => again.status)).toEqual(['match']);
      }),
      RUNS,
    );
  });
});

describe('the same figure written four ways', PROPERTY_TIMEOUT, () => {
  /** "$1.2M": one decimal, not zero, of millions or billions; the fact anywhere within half its last digit. */
  const rounded = fc.record({
    tenths: fc.integer({ min: 10, max: 999 }).filter((tenths) => tenths % 10 !== 0),
    scale: fc.constantFrom(1e6, 1e9),
    id: fc.constantFrom<FactId>('year1Revenue', 'year3Revenue', 'raise', 'marketSize'),
    offset: fc.double({ min: -0.5, max: 0.4999, noNaN: true }),
  });
  const fourWays = ({ tenths, scale }: { tenths: number; scale: number }) => {
    const mantissa = (tenths / 10).toFixed(1);
    const letter = scale === 1e6 ? 'M' : 'B';
    const full = grouped((tenths * scale) / 10);
    return [
      `$${mantissa}${letter}`,
      `$${full}`,
      `${mantissa} ${scale === 1e6 ? 'million' : 'billion'} dollars`,
      `USD ${full}`,
    ];
  };

  it('matches a fact within its precision, every way', () => {
    fc.assert(
      fc.property(rounded, ({ tenths, scale, id, offset }) => {
        const fact = factFor(id, Math.round((tenths * scale) / 10 + offset * (scale / 10)));
        for (const written of fourWays({ tenths, scale })) {
          const sentence = TEMPLATES[id as Stated][0]!.replace('{x}', written);
          expect(checkFigures(sentence, [fact]).map((check) => check.status)).toEqual(['match']);
        }
      }),
      RUNS,
    );
  });

  it('conflicts with a fact past its precision, every way', () => {
    fc.assert(
      fc.property(rounded, fc.integer({ min: 1, max: 30 }), ({ tenths, scale, id }, away) => {
        const fact = factFor(
          id,
          ((tenths + (tenths > away ? -away : away)) * scale) / 10 + (tenths > away ? -scale / 20 : scale / 20),
        );
        for (const written of fourWays({ tenths, scale })) {
          const sentence = TEMPLATES[id as Stated][1]!.replace('{x}', written);
          expect(checkFigures(sentence, [fact]).map((check) => check.status)).toEqual(['conflict']);
        }
      }),
      RUNS,
    );
  });
});

describe('a text of matching figures only', PROPERTY_TIMEOUT, () => {
  it('has no conflict', () => {
    const distinct = fc.uniqueArray(statement, { minLength: 2, maxLength: 8, selector: (stated) => stated.id });
    fc.assert(
      fc.property(distinct, (stated) => {
        const text = stated.map((one) => one.sentence).join(' ');
        const checks = checkFigures(
          text,
          stated.map((one) => factFor(one.id, one.value)),
        );
        expect(checks.map((check) => check.status)).toEqual(stated.map(() => 'match'));
      }),
      RUNS,
    );
  });
});

/** "USD5", "JPY0" or "Rs0" is money written with its code or "Rs", not a number inside a word. */
const CURRENCY_CODE = /^(?:USD|EUR|GBP|CAD|AUD|INR|CHF|JPY|SGD|Rs)[0-9]/;

describe('a number inside a word', PROPERTY_TIMEOUT, () => {
  const word = fc
    .oneof(
      fc.stringMatching(/^[A-Za-z]{1,4}[0-9]{1,4}([.,/:-]?[A-Za-z0-9]{1,4})?$/),
      fc.stringMatching(/^[0-9]{1,3}[A-Za-z][0-9]{1,3}$/),
      // "24/7", "10:30" (":1" after a number is a ratio).
      fc.stringMatching(/^[0-9]{1,4}(\/[0-9]{1,2}|:[0-9]{2})$/),
      fc.stringMatching(/^[A-Za-z]+-[0-9]{1,4}$/),
    )
    .filter((text) => !CURRENCY_CODE.test(text));
  const around = fc.constantFrom(
    'Revenue of {w} per month',
    'We charge {w} customers',
    'Year 1 revenue: {w}',
    'break even in {w} months',
    'LTV:CAC of {w}',
    '{w} percent churn',
  );

  it('is never found', () => {
    fc.assert(
      fc.property(word, around, (inside, template) => {
        const start = template.indexOf('{w}');
        const text = template.replace('{w}', inside);
        const overlapping = findFigures(text).filter(
          (figure) => figure.start < start + inside.length && figure.end > start,
        );
        expect(overlapping).toEqual([]);
      }),
      { numRuns: 1_000 },
    );
  });
});

describe('any text', PROPERTY_TIMEOUT, () => {
  const pieces = fc.constantFrom(
    ...' $ € 1 2 5 0 12 1,200 4.8 2026 . , : ; - – / % x K M B million dollars USD per month a year customers Month months LTV:CAC CAC price burn churn grow revenue Year 1 team of between and to more than about TAM\n'.split(
      ' ',
    ),
    ' ',
  );
  it('gives every figure indices that point at its text, and never throws', () => {
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 60 }), (parts) => {
        const text = parts.join('');
        for (const figure of findFigures(text)) {
          expect(text.slice(figure.start, figure.end)).toBe(figure.text);
          expect(figure.amount.start).toBeGreaterThanOrEqual(figure.start);
          expect(figure.amount.end).toBeLessThanOrEqual(figure.end);
          expect(Number.isFinite(figure.value)).toBe(true);
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it('of any characters at all, never throws', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        for (const figure of findFigures(text)) expect(text.slice(figure.start, figure.end)).toBe(figure.text);
      }),
      { numRuns: 2_000 },
    );
  });
});
