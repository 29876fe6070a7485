import { describe, expect, it } from 'vitest';
import { FACT_IDS } from './fact-kinds';
import { checkPin, pinBounds } from './pins';

describe('pinning a fact', () => {
  it('takes a number within the fact’s bounds', () => {
    expect(checkPin('price', 29)).toEqual({ ok: true, value: 29 });
    expect(checkPin('raise', 1_500_000)).toEqual({ ok: true, value: 1_500_000 });
    expect(checkPin('monthlyGrowth', 7.5)).toEqual({ ok: true, value: 7.5 });
  });

  it('refuses a value outside the bounds, saying why in the fact’s unit', () => {
    expect(checkPin('price', 0)).toEqual({
      ok: false,
      message: 'Monthly price per customer must be between $1 and $50,000 per customer per month.',
    });
    expect(checkPin('grossMargin', 120)).toEqual({ ok: false, message: 'Gross margin must be between 0% and 100%.' });
    expect(checkPin('breakEvenMonth', 40)).toEqual({
      ok: false,
      message: 'Break-even must be between Month 1 and Month 36.',
    });
  });

  it('refuses a fraction of what is counted, and what is not a number', () => {
    expect(checkPin('teamSize', 2.5)).toEqual({ ok: false, message: 'Team size must be a whole number.' });
    expect(checkPin('raise', Number.NaN)).toEqual({ ok: false, message: 'Raise must be a number.' });
    expect(checkPin('raise', Number.POSITIVE_INFINITY)).toEqual({ ok: false, message: 'Raise must be a number.' });
  });

  it('has bounds for every fact, each taking its own ends', () => {
    for (const id of FACT_IDS) {
      const { min, max, hint } = pinBounds(id);
      expect(checkPin(id, min).ok, id).toBe(true);
      expect(checkPin(id, max).ok, id).toBe(true);
      expect(hint).toMatch(/^Between /);
    }
  });

  it('writes money in the venture’s currency', () => {
    expect(checkPin('raise', 10, 'EUR')).toEqual({
      ok: false,
      message: 'Raise must be between €1,000 and €10,000,000,000.',
    });
    expect(pinBounds('price', 'CHF').hint).toBe('Between CHF\u00a01 and CHF\u00a050,000 per customer per month');
    expect(pinBounds('runwayMonths').hint).toBe('Between 1 and 120 months');
  });
});
