/**
 * Dates are facts: the month customers start, each funding event's month, break-even, when cash
 * runs out and Month 12's customers come from the model; prose that dates the same event in
 * another month is a conflict, and Use Fact writes the model's month.
 */
import { describe, expect, it } from 'vitest';
import { sampleAssumptions } from '../../../tests/support/fixtures';
import { buildFinancialModel } from '../finance/engine';
import type { FundingEvent } from '../finance/runway/schema';
import { ventureFact } from '../workspace/schema';
import { ventureFacts } from '../tools/venture-facts';
import type { VentureFact } from './facts';
import { checkFigures, replaceFigure } from './figures';
import type { VentureSources } from './sources';

const savedAt = '2026-11-22T10:00:00.000Z';
const round = (month: number): FundingEvent => ({
  kind: 'equity',
  amount: 500_000,
  month,
  preMoneyValuation: 2_000_000,
});

function factsOf(startingCash: number, events: FundingEvent[], pins: VentureSources['pins'] = {}): VentureFact[] {
  const model = buildFinancialModel({
    ...sampleAssumptions,
    currency: 'EUR',
    funding: { startingCash, fundingEvents: events, bufferMonths: 6, founderOwnershipPercent: 100 },
  });
  return ventureFacts({ financials: { documentId: 'model-1', savedAt, result: model }, pins });
}
const byId = (facts: readonly VentureFact[]) => new Map(facts.map((fact) => [fact.id, fact]));

/** The one check of `text`, and the text once Use Fact has stated its fact. */
function checked(text: string, facts: readonly VentureFact[]) {
  const checks = checkFigures(text, facts);
  expect(checks).toHaveLength(1);
  const [check] = checks;
  return { ...check!, fixed: replaceFigure(text, check!) };
}

describe('the model’s dated facts', () => {
  const facts = factsOf(50_000, [round(18), round(3)]);
  const dated = byId(facts);

  it('are the launch, each funding event’s month, break-even and Month 12’s customers', () => {
    expect(dated.get('launchMonth')).toMatchObject({ value: 1, unit: 'month', display: 'Month 1' });
    expect(dated.get('fundingMonth')).toMatchObject({
      label: 'Funding arrives',
      value: 3,
      values: [3, 18],
      display: 'Months 3 and 18',
    });
    expect(dated.get('breakEvenMonth')).toMatchObject({ value: 15, display: 'Month 15' });
    expect(dated.get('customersMonth12')).toMatchObject({ value: 285 });
    // The API sends them as it sends every fact.
    for (const fact of facts) expect(ventureFact.parse(fact)).toEqual(fact);
  });

  it('name no funding month without a funding event, and the month cash runs out without the money', () => {
    const lean = byId(factsOf(100_000, []));
    expect(lean.has('fundingMonth')).toBe(false);
    const cashOut = lean.get('cashOutMonth')!;
    expect(cashOut.value).toBeGreaterThan(1);
    const { status, fixed } = checked(`Without a round, cash runs out in Month ${cashOut.value + 4}.`, [cashOut]);
    expect(status).toBe('conflict');
    expect(fixed).toBe(`Without a round, cash runs out in Month ${cashOut.value}.`);
  });

  it('a launch after the model’s first customers is a conflict, and Use Fact writes Month 1', () => {
    const launch = checked('The plan is to launch a focused first version in month 5.', facts);
    expect(launch).toMatchObject({ status: 'conflict', fact: { id: 'launchMonth' } });
    expect(launch.fixed).toBe('The plan is to launch a focused first version in month 1.');
    // The pilot's customers name no modelled count: only the month is checked.
    const pilot = checked('Month 4: start the paid pilot with 30 customers', facts);
    expect(pilot).toMatchObject({ status: 'conflict', fact: { id: 'launchMonth' }, figure: { text: 'Month 4' } });
    expect(pilot.fixed).toBe('Month 1: start the paid pilot with 30 customers');
    expect(checked('From month 1, the public launch combines three channels.', facts).status).toBe('match');
  });

  it('a round in a month with no funding event is a conflict; Use Fact writes the nearest event’s month', () => {
    expect(checked('Month 18: raise a Series A.', facts).status).toBe('match');
    expect(checked('We close the seed round in Month 3.', facts).status).toBe('match');
    const late = checked('Month 12: raise a seed round to open a second city', facts);
    expect(late).toMatchObject({ status: 'conflict', fact: { id: 'fundingMonth' } });
    expect(late.fixed).toBe('Month 18: raise a seed round to open a second city');
    expect(checked('Month 5: raise a seed round.', facts).fixed).toBe('Month 3: raise a seed round.');
  });

  it('break-even in another month or year is a conflict; Use Fact states the model’s month', () => {
    const month = checked('We break even in Month 14.', facts);
    expect(month).toMatchObject({ status: 'conflict', fact: { id: 'breakEvenMonth' } });
    expect(month.fixed).toBe('We break even in Month 15.');
    expect(checked('We become cash-flow positive in Year 2.', facts).status).toBe('match');
    const year = checked('We become cash-flow positive in Year 3.', facts);
    expect(year.status).toBe('conflict');
    expect(year.fixed).toBe('We become cash-flow positive in Month 15.');
  });

  it('a month that names no modelled event is left alone', () => {
    for (const text of [
      'Month 9: expand to Hamburg.',
      'Month 6: launch the referral programme.',
      'Month 10: hire a head of sales.',
      '3 months after launch we add grooming.',
      'Month 5: second round of customer interviews.',
    ])
      expect(checkFigures(text, facts)).toEqual([]);
  });

  it('a founder’s pin of the funding month replaces the events’ months', () => {
    const pinned = byId(factsOf(50_000, [round(18), round(3)], { fundingMonth: 6 })).get('fundingMonth')!;
    expect(pinned).toMatchObject({ value: 6, display: 'Month 6', overridden: true, toolValue: 3 });
    expect(pinned.values).toBeUndefined();
    expect(checked('Month 3: raise a seed round.', [pinned]).status).toBe('conflict');
  });
});
