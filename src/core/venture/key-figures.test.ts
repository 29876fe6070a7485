import { describe, expect, it } from 'vitest';
import { formatMoney } from '../finance/currency';
import { buildFinancialModel } from '../finance/engine';
import { runwayOf } from '../finance/runway/recompute';
import { sampleAssumptions } from '../../../tests/support/fixtures';
import { keyFigureRows } from './key-figures';

describe('the key figures a plan states', () => {
  it('are the engine’s: revenue by year, gross margin, break-even, the funding need, the ask and its runway', () => {
    const model = buildFinancialModel({ ...sampleAssumptions, currency: 'INR' });
    const rows = Object.fromEntries(keyFigureRows(model));
    const need = runwayOf(model.assumptions).fundingNeed.amount;
    expect(need).toBeGreaterThan(0);
    expect(rows).toEqual({
      'Year 1 revenue': model.revenueProjections.year1.total,
      'Year 2 revenue': `${model.revenueProjections.year2.revenue} (${model.revenueProjections.year2.growth} growth)`,
      'Year 3 revenue': `${model.revenueProjections.year3.revenue} (${model.revenueProjections.year3.growth} growth)`,
      'Gross margin': '90%',
      'Break-even': model.breakEven.timeframe,
      'Funding need': formatMoney(need, 'INR'),
      'The ask': formatMoney(need, 'INR'),
      'Runway with the raise': '21 months',
    });
    expect(rows['Year 1 revenue']).toContain('₹');
  });

  it('state the runway without a raise when cash lasts: no ask, no invented one', () => {
    const rich = buildFinancialModel({
      ...sampleAssumptions,
      funding: { ...sampleAssumptions.funding, startingCash: 10_000_000 },
    });
    const rows = Object.fromEntries(keyFigureRows(rich));
    expect(rows['Funding need']).toBe('$0');
    expect(rows).not.toHaveProperty('The ask');
    expect(rows.Runway).toBe('Beyond 36 months');
  });
});
