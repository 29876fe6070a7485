import { describe, expect, it } from 'vitest';
import { formatMoney } from '../finance/currency';
import { buildFinancialModel } from '../finance/engine';
import { runwayOf } from '../finance/runway/recompute';
import { sampleAssumptions } from '../../../tests/support/fixtures';
import { keyFigureRows } from './key-figures';

describe('the key figures a plan states', () => {
  it('are the engine’s: revenue by year, gross margin, break-even, the runway, the funding need and the ask', () => {
    const model = buildFinancialModel({ ...sampleAssumptions, currency: 'INR' });
    const rows = Object.fromEntries(keyFigureRows(model));
    const need = runwayOf(model.assumptions).funding.need.amount;
    expect(need).toBeGreaterThan(0);
    expect(rows).toEqual({
      'Year 1 revenue': model.revenueProjections.year1.total,
      'Year 2 revenue': `${model.revenueProjections.year2.revenue} (${model.revenueProjections.year2.growth} growth)`,
      'Year 3 revenue': `${model.revenueProjections.year3.revenue} (${model.revenueProjections.year3.growth} growth)`,
      'Gross margin': '90%',
      'Break-even': model.breakEven.timeframe,
      Runway: '0 months',
      'Funding need': `${formatMoney(need, 'INR')}: the smallest raise in Month 1 that keeps cash at or above zero through Month 21`,
      'The ask': `Raising ${formatMoney(need, 'INR')} for more than 36 months of runway, past break-even in Month 15`,
    });
    expect(rows['Year 1 revenue']).toContain('₹');
  });

  it('state the founder’s round as the ask, with the need beside it, never in its place', () => {
    const model = buildFinancialModel({
      ...sampleAssumptions,
      currency: 'EUR',
      funding: {
        ...sampleAssumptions.funding,
        startingCash: 50_000,
        fundingEvents: [{ kind: 'equity', amount: 500_000, month: 3, preMoneyValuation: 2_000_000 }],
      },
    });
    const rows = Object.fromEntries(keyFigureRows(model));
    expect(rows.Runway).toBe('More than 36 months');
    expect(rows['Funding need']).toBe('€64,860: your round of €500,000 covers it through Month 21');
    expect(rows['The ask']).toBe('Raising €500,000 for more than 36 months of runway, past break-even in Month 15');
  });

  it('state the founder’s pins over the model’s figures: a pinned raise is the ask', () => {
    const model = buildFinancialModel(sampleAssumptions);
    const rows = Object.fromEntries(keyFigureRows(model, { raise: 600_000, year1Revenue: { value: 250_000 } }));
    expect(rows['The ask']).toMatch(/^Raising \$600,000 for /);
    expect(rows['Year 1 revenue']).toBe('$250,000');
    expect(rows['Year 2 revenue']).toBe('$671,100 (168% growth)');
  });

  it('state the runway without a raise when cash lasts: no ask, no invented one, no “$0” need', () => {
    const rich = buildFinancialModel({
      ...sampleAssumptions,
      funding: { ...sampleAssumptions.funding, startingCash: 10_000_000 },
    });
    const rows = Object.fromEntries(keyFigureRows(rich));
    expect(rows['Funding need']).toBe('No further funding needed within 36 months');
    expect(rows).not.toHaveProperty('The ask');
    expect(rows.Runway).toBe('More than 36 months');
  });
});
