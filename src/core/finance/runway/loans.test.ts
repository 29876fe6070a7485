import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyFundingEvent } from '../../../../tests/support/runway-arbitraries';
import { annuityPayment, loanSchedule } from './loans';
import type { Loan } from './schema';

const loan = (fields: Partial<Loan>): Loan => ({
  kind: 'loan',
  amount: 10_000,
  month: 3,
  annualInterestPercent: 12,
  termMonths: 12,
  ...fields,
});
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const anyLoan = anyFundingEvent.filter((event): event is Loan => event.kind === 'loan');

describe('a loan repaid in equal instalments', () => {
  it('pays the annuity: 10,000 at 12% a year over 12 months is 888 a month', () => {
    expect(annuityPayment(10_000, 12, 12)).toBe(888); // 10,000 × 0.01 ÷ (1 − 1.01^−12) = 888.49
    expect(annuityPayment(12_000, 0, 12)).toBe(1_000);
  });

  it('starts the month after the cash arrives, with a month of interest on the whole amount', () => {
    const { interest, principal } = loanSchedule(loan({}));
    expect(interest.slice(0, 3)).toEqual([0, 0, 0]);
    expect(interest[3]).toBe(100);
    expect(principal[3]).toBe(788);
    // Month 4 to Month 15: twelve instalments, 888 each but the last, which settles the rounding.
    for (let month = 4; month < 15; month++) expect(interest[month - 1]! + principal[month - 1]!).toBe(888);
    expect(principal.slice(15)).toEqual(new Array(21).fill(0));
    expect(sum(principal)).toBe(10_000);
    expect(sum(interest)).toBe(888 * 11 + (interest[14]! + principal[14]!) - 10_000);
  });

  it('without interest, repays the amount in equal parts', () => {
    const { interest, principal } = loanSchedule(loan({ amount: 12_000, annualInterestPercent: 0, month: 1 }));
    expect(sum(interest)).toBe(0);
    expect(principal.slice(1, 13)).toEqual(new Array(12).fill(1_000));
  });

  it('leaves out the instalments after Month 36', () => {
    const { principal } = loanSchedule(loan({ month: 30, termMonths: 24 }));
    expect(principal.slice(0, 30).every((value) => value === 0)).toBe(true);
    expect(principal.slice(30).every((value) => value > 0)).toBe(true);
    expect(sum(principal)).toBeLessThan(10_000);
  });

  it('is fully repaid after its term when the term ends within 36 months, in whole units, never below zero', () => {
    fc.assert(
      fc.property(anyLoan, (generated) => {
        const { interest, principal } = loanSchedule(generated);
        expect([...interest, ...principal].every((value) => Number.isSafeInteger(value) && value >= 0)).toBe(true);
        const paid = sum(principal);
        if (generated.month + generated.termMonths <= 36) expect(paid).toBe(generated.amount);
        else expect(paid).toBeLessThanOrEqual(generated.amount);
        const last = Math.min(36, generated.month + generated.termMonths);
        expect(principal.slice(last).every((value) => value === 0)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('pays the same instalment every month but the last, for amounts well above the rounding', () => {
    fc.assert(
      fc.property(anyLoan, fc.integer({ min: 200_000, max: 1_000_000_000 }), (generated, amount) => {
        const { interest, principal } = loanSchedule({ ...generated, amount });
        const payment = annuityPayment(amount, generated.annualInterestPercent, generated.termMonths);
        const last = Math.min(36, generated.month + generated.termMonths);
        for (let month = generated.month + 1; month < last; month++)
          expect(interest[month - 1]! + principal[month - 1]!).toBe(payment);
      }),
      { numRuns: 300 },
    );
  });
});
