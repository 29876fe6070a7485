import { describe, expect, it } from 'vitest';
import { findFigures } from '.';
import type { Figure } from './types';

/** What a test reads of a figure: its text, value (and upper end), unit and cue. */
const read = ({ text, value, upper, unit, cue, bound, currency }: Figure) => ({
  text,
  value,
  ...(upper !== undefined ? { upper } : {}),
  unit,
  ...(cue ? { cue } : {}),
  ...(bound ? { bound } : {}),
  ...(currency && currency.code !== 'USD' ? { currency: currency.code } : {}),
});
const found = (text: string) => findFigures(text).map(read);
const only = (text: string) => {
  const figures = found(text);
  expect(figures).toHaveLength(1);
  return figures[0];
};

describe('money', () => {
  it.each([
    ['$1.2M', 1_200_000],
    ['$1,200,000', 1_200_000],
    ['1.2 million dollars', 1_200_000],
    ['USD 1.2m', 1_200_000],
    ['$1.2 million', 1_200_000],
    ['USD 1,200,000', 1_200_000],
    ['$950K', 950_000],
    ['$24', 24],
    ['$34.4 billion', 34_400_000_000],
    ['$1.25M', 1_250_000],
    ['$2bn', 2_000_000_000],
    ['24 dollars', 24],
  ])('reads %s as %d dollars', (text, value) => {
    expect(only(`It comes to ${text} in all.`)).toEqual({ text, value, unit: 'money' });
  });

  it('finds another currency, and says which', () => {
    expect(only('It costs €24.')).toEqual({ text: '€24', value: 24, unit: 'money', currency: 'EUR' });
    expect(only('It costs £5 per month.')).toMatchObject({ unit: 'moneyPerMonth', currency: 'GBP' });
    expect(only('EUR 1.5m in all')).toMatchObject({ value: 1_500_000, currency: 'EUR' });
  });

  it.each([
    ['$25,000 per month', 'moneyPerMonth'],
    ['$25,000/month', 'moneyPerMonth'],
    ['$25,000 a month', 'moneyPerMonth'],
    ['$25,000 monthly', 'moneyPerMonth'],
    ['$25,000/mo', 'moneyPerMonth'],
    ['$300,000 per year', 'moneyPerYear'],
    ['$300,000 annually', 'moneyPerYear'],
    ['$300,000 a year', 'moneyPerYear'],
    ['$300,000/yr', 'moneyPerYear'],
    ['$24 per customer per month', 'moneyPerCustomerPerMonth'],
    ['$24/customer/month', 'moneyPerCustomerPerMonth'],
    ['$24 a month per owner', 'moneyPerCustomerPerMonth'],
    ['$24 per user', 'moneyPerCustomer'],
    ['$288 per customer per year', 'moneyPerCustomerPerYear'],
    ['$90 per hour', 'moneyPerOther'],
    ['$19 a month per freelancer', 'moneyPerCustomerPerMonth'],
    ['$19/month per dentist', 'moneyPerCustomerPerMonth'],
    ['$400 a month per salon', 'moneyPerCustomerPerMonth'],
    ['$19 a month per order', 'moneyPerOther'],
    ['$2 per transaction', 'moneyPerOther'],
  ])('reads the period in %s', (text, unit) => {
    expect(only(`Spend is ${text} now.`)).toMatchObject({ text, unit });
  });
});

describe('negative figures', () => {
  it.each([
    ['-20%', -20],
    ['−12%', -12],
    ['-2.5 percent', -2.5],
  ])('reads the minus in %s', (text, value) => {
    expect(only(`Gross margin is ${text} today.`)).toMatchObject({ text, value, cue: 'grossMargin' });
  });

  it('reads a hyphen between numbers as a range or a join, never a minus', () => {
    expect(only('Growth of 3%-5% a month')).toMatchObject({ value: 3, upper: 5 });
    expect(found('Seasons 2024-2025 and pages 10-12.')).toEqual([]);
  });
});

describe('percentages', () => {
  it.each([
    ['5%', 'percent'],
    ['5 percent', 'percent'],
    ['5 per cent', 'percent'],
    ['2.5%', 'percent'],
    ['5% a month', 'percentPerMonth'],
    ['5% monthly', 'percentPerMonth'],
    ['5% per month', 'percentPerMonth'],
    ['5% month-over-month', 'percentPerMonth'],
    ['11% a year', 'percentPerYear'],
    ['11% YoY', 'percentPerYear'],
  ])('reads %s', (text, unit) => {
    expect(only(`The rate is ${text} here.`)).toMatchObject({ text, unit });
  });
});

describe('counts', () => {
  it.each([
    ['1,698 customers', 1_698],
    ['400 clinics', 400],
    ['12 people', 12],
    ['300 paying customers', 300],
    ['1.2 million users', 1_200_000],
    ['12-person', 12],
  ])('reads %s', (text, value) => {
    expect(only(`We have ${text} today.`)).toEqual({ text, value, unit: 'count' });
  });

  it('needs a noun: a bare number, or one before "of", is no count', () => {
    expect(found('We have 300 today and 92,000 of them in Austin.')).toEqual([]);
  });

  it('takes a bare number after "team of" as the team', () => {
    expect(only('We are a team of 12.')).toEqual({ text: '12', value: 12, unit: 'count', cue: 'teamSize' });
  });
});

describe('ratios', () => {
  it.each(['4.8:1', '4.8x', '4.8 to 1', '4.8-to-1', '4.8×'])('reads %s', (text) => {
    expect(only(`Our LTV:CAC is ${text} today.`)).toEqual({ text, value: 4.8, unit: 'ratio', cue: 'ltvCac' });
  });

  it('reads a bare number after LTV:CAC as the ratio', () => {
    expect(only('An LTV:CAC of 4.8 is healthy.')).toEqual({ text: '4.8', value: 4.8, unit: 'ratio', cue: 'ltvCac' });
    expect(only('The LTV to CAC ratio is 3.2.')).toMatchObject({ value: 3.2, unit: 'ratio' });
  });
});

describe('months', () => {
  it('reads "Month 8" and "by month 8" as a point in time', () => {
    expect(only('We break even in Month 8.')).toEqual({
      text: 'Month 8',
      value: 8,
      unit: 'month',
      cue: 'breakEvenMonth',
    });
    expect(only('by month 8 we break even')).toMatchObject({ text: 'month 8', unit: 'month' });
  });

  it('reads "in 8 months" and "8-month runway" as a duration', () => {
    expect(only('We break even in 8 months.')).toEqual({
      text: '8 months',
      value: 8,
      unit: 'months',
      cue: 'breakEvenMonth',
    });
    expect(only('an 8-month runway')).toEqual({ text: '8-month', value: 8, unit: 'months', cue: 'runwayMonths' });
  });

  it('reads "Beyond 36 months" as a limit', () => {
    expect(only('Break-even: Beyond 36 months')).toEqual({
      text: 'Beyond 36 months',
      value: 36,
      unit: 'months',
      cue: 'breakEvenMonth',
      bound: 'above',
    });
  });
});

describe('ranges and limits', () => {
  it.each([
    ['$40-60K', 40_000, 60_000, 'money'],
    ['$40–60K', 40_000, 60_000, 'money'],
    ['$40K to $60K', 40_000, 60_000, 'money'],
    ['$140,000 - $350,000', 140_000, 350_000, 'money'],
    ['between $40K and $60K', 40_000, 60_000, 'money'],
    ['between 3% and 5%', 3, 5, 'percent'],
    ['3-5%', 3, 5, 'percent'],
    ['1 to 3 percent', 1, 3, 'percent'],
    ['10-15 customers', 10, 15, 'count'],
    ['6 to 9 months', 6, 9, 'months'],
  ])('reads %s as a range', (text, value, upper, unit) => {
    expect(only(`It is ${text} today.`)).toEqual({ text, value, upper, unit });
  });

  it('reads "from A to B" as a change, not a range', () => {
    expect(found('We grow from 100 to 300 customers.')).toEqual([{ text: '300 customers', value: 300, unit: 'count' }]);
  });

  it.each([
    ['more than 300 customers', 'above'],
    ['over 300 customers', 'above'],
    ['at least 300 customers', 'atLeast'],
    ['fewer than 300 customers', 'below'],
    ['up to 300 customers', 'atMost'],
  ])('reads %s as a limit', (text, bound) => {
    expect(only(`We have ${text}.`)).toEqual({ text, value: 300, unit: 'count', bound });
  });

  it('keeps "over 12 months" a stretch of time', () => {
    expect(only('over 12 months')).toEqual({ text: '12 months', value: 12, unit: 'months' });
  });
});

describe('numbers that are not figures', () => {
  it.each([
    'B2B',
    'Q3',
    '24/7',
    'COVID-19',
    'Series A',
    'in 2026',
    'version 1.2.3',
    'v2.0',
    '3x3',
    'a 3D printer',
    '4G coverage',
    'the 1st of May',
    'at 10:30',
    'Year 1',
    'Phase 2',
    'Slide 10',
    'H2O',
    'mp3',
    'from 2024-2026',
  ])('finds nothing in "%s"', (text) => {
    expect(found(text)).toEqual([]);
  });

  it('never takes a year for a count or money', () => {
    expect(found('In 2026 customers will pay more, and 2027 dollars is not money.')).toEqual([]);
    // With a thousands separator it is money, not a year (found by forms.property.test.ts).
    expect(only('Members pay 1.900 € per month.')).toMatchObject({
      value: 1900,
      unit: 'moneyPerMonth',
      currency: 'EUR',
    });
  });

  it('gives a figure its exact place in the text', () => {
    const text = 'Price: $24/customer/month; churn 2% a month.';
    for (const figure of findFigures(text)) expect(text.slice(figure.start, figure.end)).toBe(figure.text);
  });
});

describe('amounts in the venture’s locale and scales', () => {
  it.each<[string, number, string | undefined, string]>([
    ['€1.200.000', 1_200_000, 'EUR', 'money'],
    ["CHF 1'200'000", 1_200_000, 'CHF', 'money'],
    ['€1.200', 1_200, 'EUR', 'money'],
    ['29,90 €', 29.9, 'EUR', 'money'],
    ['€1,5 Mrd.', 1_500_000_000, 'EUR', 'money'],
    ['₹12,00,000', 1_200_000, 'INR', 'money'],
    ['₹1.2 crore', 12_000_000, 'INR', 'money'],
    // The property test's generator once wrote "Rs0" as a "word": it is rupees, as "Rs 0" is.
    ['Rs0', 0, 'INR', 'money'],
    ['Rs.5,000', 5_000, 'INR', 'money'],
    ['25 000 €', 25_000, 'EUR', 'money'],
    ['25\u00a0000 CHF', 25_000, 'CHF', 'money'],
    ['1.2m', 1_200_000, undefined, 'money'],
    ['1.200 members', 1_200, undefined, 'count'],
    ['$0.050 per message', 0.05, undefined, 'moneyPerOther'],
  ])('reads %s as %d', (written, value, currency, unit) => {
    const [figure, ...more] = findFigures(`It comes to ${written} in all.`);
    expect(more).toEqual([]);
    expect(figure).toMatchObject({ value, unit });
    expect(figure?.currency?.code === 'USD' ? undefined : figure?.currency?.code).toBe(currency);
  });

  it('reads no decimal comma without money or a scale: "3,5 and 7" is a list', () => {
    expect(findFigures('Choose 3,5 and 7 as the sizes.')).toEqual([]);
  });
});
