import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../finance/currency';
import { buildFinancialModel } from '../../finance/engine';
import { askOf } from '../../finance/runway/ask';
import { runwayOf } from '../../finance/runway/recompute';
import { cashOutText } from '../../finance/runway/runway';
import {
  askSentence,
  fundingNeedStatement,
  runwaySentence,
  runwayValue,
  fundsSplitTitle,
} from '../../finance/runway/sentences';
import type { Assumptions } from '../../finance/schema';
import { financialModelToText } from './export';
import { sampleAssumptions } from '../../../../tests/support/fixtures';

const assumptions = sampleAssumptions;

const text = financialModelToText(buildFinancialModel(assumptions));
const lines = text.split('\n');

/** The lines of the section titled `title`, up to the next blank line before a title. */
function section(title: string): string[] {
  const start = lines.indexOf(title);
  expect(start, `section ${title}`).toBeGreaterThan(-1);
  const end = lines.findIndex((line, index) => index > start && line === '' && /^-+$/.test(lines[index + 2] ?? ''));
  return lines.slice(start + 1, end === -1 ? undefined : end);
}

describe('financial-model.txt', () => {
  it('has docs/product.md’s sections in order, then the assumptions', () => {
    const titles = ['Revenue Projections', 'Key Metrics', 'Expenses', 'Break-Even Analysis', 'Assumptions'];
    const positions = titles.map((title) => lines.indexOf(title));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(lines[0]).toBe('Financial Model');
    expect(text.endsWith('\n')).toBe(true);
  });

  it('lists Year 1 month by month, its total, and Years 2 and 3 with growth', () => {
    const revenue = section('Revenue Projections');
    const months = revenue.filter((line) => /^Month \d+:/.test(line));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('Month 1: $10,000 (100 customers)');
    expect(months[11]).toBe('Month 12: $28,500 (285 customers)');
    expect(revenue).toContain('Year 1 Total: $213,700');
    expect(revenue).toContain('Year 2: $671,100 (214% growth)');
    expect(revenue).toContain('Year 3: $2,106,200 (214% growth)');
  });

  it('gives the key metrics with the ratio’s verdict', () => {
    const metrics = section('Key Metrics');
    expect(metrics).toContain('Customer Acquisition Cost (CAC): $300');
    expect(metrics).toContain('Customer Lifetime Value (LTV): $4,500');
    expect(metrics).toContain('LTV:CAC Ratio: 15.0:1 (Excellent ratio)');
  });

  it('gives fixed, variable and burn rate expenses', () => {
    const expenses = section('Expenses').join('\n');
    expect(expenses).toContain('Fixed Expenses: $19,000/month (regular monthly)');
    expect(expenses).toContain('Variable Expenses: $10/customer/month (per-customer costs)');
    expect(expenses).toContain('Burn Rate: $27,181/month (monthly cash outflow');
  });

  it('gives the break-even timeframe and the revenue required', () => {
    const breakEven = section('Break-Even Analysis');
    expect(breakEven).toContain('Time to Break-Even: Month 15');
    expect(breakEven).toContain('Revenue Required: $36,600/month (to cover all expenses)');
  });

  it('ends with every assumption and its rationale', () => {
    const listed = section('Assumptions').join('\n');
    expect(listed).toContain('Price per customer: $100/month (Mid-market SaaS price.)');
    expect(listed).toContain('Monthly churn: 2% (Sticky workflows.)');
    expect(listed).toContain('- Office rent: $3,000/month (Small office.)');
  });
});

describe('financial-model.txt’s cash and runway', () => {
  const euros: Assumptions = {
    ...assumptions,
    currency: 'EUR',
    hiringPlan: [{ title: 'Engineer', count: 2, monthlySalary: 6_000, startMonth: 3, employerCostPercent: 20 }],
    funding: {
      startingCash: 50_000,
      bufferMonths: 6,
      founderOwnershipPercent: 100,
      fundingEvents: [
        { kind: 'equity', amount: 500_000, month: 6, preMoneyValuation: 2_000_000 },
        { kind: 'loan', amount: 120_000, month: 1, annualInterestPercent: 6, termMonths: 36 },
        { kind: 'equity', amount: 250_000, month: 2, preMoneyValuation: 750_000 },
      ],
    },
  };
  const model = buildFinancialModel(euros);
  const eurText = financialModelToText(model);
  const eurLines = eurText.split('\n');
  const runway = runwayOf(euros);
  const runwayPart = eurLines.slice(eurLines.indexOf('Cash & Runway'), eurLines.indexOf('Assumptions'));

  it('comes after the spec’s four sections and before the assumptions', () => {
    const titles = ['Break-Even Analysis', 'Cash & Runway', 'Assumptions', 'Scenarios'];
    const positions = titles.map((title) => eurLines.indexOf(title));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('states every amount in the model’s currency, never in dollars', () => {
    expect(eurText).not.toContain('$');
    expect(eurText).toContain('Month 1: €10,000 (100 customers)');
    expect(eurText).toContain('Price per customer: €100/month (Mid-market SaaS price.)');
    expect(eurText).toContain('- Office rent: €3,000/month (Small office.)');
  });

  it('gives the starting cash, runway, cash-out month, the funding need beside the founder’s funding and the ask, in one voice', () => {
    const plan = runway.funding;
    const need = fundingNeedStatement(plan, euros.funding.fundingEvents, 'EUR');
    expect(runwayPart).toContain('Starting cash: €50,000');
    expect(runwayPart).toContain(
      `Runway: ${runwayValue(plan.runwayMonths)} (${runwaySentence(plan).replace(/\.$/, '')})`,
    );
    expect(runwayPart).toContain(`Cash-out month: ${cashOutText(plan.cashOutMonth)}`);
    expect(runwayPart).toContain(`Funding need: ${need.value}${need.note ? ` (${need.note})` : ''}`);
    expect(need.note).toMatch(/^your funding of €870,000 /);
    expect(runwayPart).toContain(`The ask: ${askSentence(askOf(runway)!, 'EUR')}`);
  });

  it('lists each funding event with its terms and each round’s dilution in the order the cash arrives', () => {
    expect(runwayPart).toContain(
      '- Equity round 1: €500,000 in Month 6 at a pre-money valuation of €2,000,000 (dilution 20%; the founders own 60% after it)',
    );
    expect(runwayPart).toContain('- Loan 1: €120,000 in Month 1 at 6% a year over 36 months (instalment €3,651/month)');
    expect(runwayPart).toContain(
      '- Equity round 2: €250,000 in Month 2 at a pre-money valuation of €750,000 (dilution 25%; the founders own 75% after it)',
    );
    expect(runwayPart).toContain("Founders' ownership: 60% (after every equity round)");
  });

  it('lists the hiring plan and the use of the raise, whose amounts sum to the raise and shares to 100%', () => {
    expect(runwayPart).toContain('- Engineer: 2 × €6,000/month from Month 3, employer cost 20% (€14,400/month)');
    const use = askOf(runway)!.useOfFunds;
    const title = `${fundsSplitTitle(use, 'EUR')}:`;
    expect(title).toMatch(/^Use of the €870,000 raise \(what it pays for in Months? \d+( to \d+)?\):$/);
    const uses = runwayPart.slice(runwayPart.indexOf(title) + 1).filter((line) => line.startsWith('- '));
    expect(uses[0]).toBe(
      `- Payroll: ${formatMoney(use.categories[0]!.amount, 'EUR')} (${use.categories[0]!.percent}%)`,
    );
    expect(uses.reduce((total, line) => total + Number(/\((\d+)%\)$/.exec(line)![1]), 0)).toBe(100);
    const amounts = uses.map((line) => Number(/: €([\d,]+) \(/.exec(line)![1]!.replaceAll(',', '')));
    expect(amounts.reduce((total, amount) => total + amount, 0)).toBe(870_000);
  });

  it('says when there is no funding or hiring plan', () => {
    expect(lines).toContain('Starting cash: $0');
    expect(lines).toContain('Funding events: none');
    expect(lines).toContain('Hiring plan: none');
    expect(lines).toContain('Runway: 0 months (Cash runs out in Month 1)');
  });
});
