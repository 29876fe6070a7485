import { describe, expect, it } from 'vitest';
import { sampleAssumptions } from '../../../../tests/support/fixtures';
import { relabelMoney, withCurrency } from './currency-change';

describe('a change of currency', () => {
  it('writes every amount of the old currency in the new one, and nothing else', () => {
    expect(relabelMoney('$54 a month, about $1.2M a year, 12% churn, 300 customers', 'USD', 'EUR')).toBe(
      '€54 a month, about €1.2M a year, 12% churn, 300 customers',
    );
    expect(relabelMoney('€54 a month beside a £3 fee', 'EUR', 'CHF')).toBe('CHF\u00a054 a month beside a £3 fee');
    expect(relabelMoney('No amount here.', 'USD', 'JPY')).toBe('No amount here.');
  });

  it('relabels the rationales, keeps every number, and sets the currency', () => {
    const inDollars = {
      ...sampleAssumptions,
      monthlyPricePerCustomer: { value: 54, rationale: '$54 a month is a common level.' },
      costs: [{ name: 'Rent', monthlyAmount: 3000, rationale: 'About $3,000 a month.' }],
    };
    const inEuros = withCurrency(inDollars, 'EUR');
    expect(inEuros.currency).toBe('EUR');
    expect(inEuros.monthlyPricePerCustomer).toEqual({ value: 54, rationale: '€54 a month is a common level.' });
    expect(inEuros.costs).toEqual([{ name: 'Rent', monthlyAmount: 3000, rationale: 'About €3,000 a month.' }]);
    expect(withCurrency(inEuros, 'EUR')).toBe(inEuros);
  });
});
