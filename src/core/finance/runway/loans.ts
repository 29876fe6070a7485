/**
 * A loan repaid as an annuity: a fixed monthly payment of interest and principal, the first in the
 * month after the cash arrives. In whole currency units:
 *
 *   rate r         annual interest ÷ 12 ÷ 100
 *   payment P      round(amount × r ÷ (1 − (1 + r)^−term)), or round(amount ÷ term) when r = 0
 *   interest(k)    round(outstanding balance × r): rounded each month, so every sum is exact
 *   principal(k)   P − interest(k), never below 0 nor above the balance; the last instalment
 *                  repays whatever remains, so the principal repaid sums to the amount exactly
 *
 * Instalments falling after Month 36 are outside the projection and not returned.
 */
import { HORIZON_MONTHS } from '../bounds';
import type { Loan } from './schema';

/** Interest paid and principal repaid in each month of the projection, index 0 being Month 1. */
export interface LoanSchedule {
  interest: number[];
  principal: number[];
}

/** The fixed monthly instalment, in whole units. */
export function annuityPayment(amount: number, annualInterestPercent: number, termMonths: number): number {
  const rate = annualInterestPercent / 1200;
  if (rate === 0) return Math.round(amount / termMonths);
  return Math.round((amount * rate) / (1 - (1 + rate) ** -termMonths));
}

/** What the loan costs each month of the projection. */
export function loanSchedule(loan: Loan): LoanSchedule {
  const interest = new Array<number>(HORIZON_MONTHS).fill(0);
  const principal = new Array<number>(HORIZON_MONTHS).fill(0);
  const rate = loan.annualInterestPercent / 1200;
  const payment = annuityPayment(loan.amount, loan.annualInterestPercent, loan.termMonths);
  let balance = loan.amount;
  for (let k = 1; k <= loan.termMonths && balance > 0; k++) {
    const month = loan.month + k;
    if (month > HORIZON_MONTHS) break;
    const owed = Math.round(balance * rate);
    const repaid = k === loan.termMonths ? balance : Math.min(balance, Math.max(0, payment - owed));
    interest[month - 1] = owed;
    principal[month - 1] = repaid;
    balance -= repaid;
  }
  return { interest, principal };
}
