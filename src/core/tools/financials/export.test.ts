import { describe, expect, it } from 'vitest';
import { buildFinancialModel } from '../../finance/engine';
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
