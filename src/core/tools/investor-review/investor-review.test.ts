import { describe, expect, it } from 'vitest';
import type { VentureFact } from '../../venture/facts';
import { NO_VENTURE } from '../define-tool';
import { investorReview } from '.';

const input = { venture: 'A subscription app that helps freelancers set money aside for tax. It costs $9 a month.' };

describe('Investor Review', () => {
  it('builds a schema-valid result offline, from the founder’s own words', () => {
    const result = investorReview.output.parse(investorReview.offline(input));
    expect(result.summary).toContain('helps freelancers set money aside for tax');
  });

  it('quotes the input into the prompt as data', () => {
    expect(investorReview.prompt(input)).toContain(JSON.stringify(input.venture));
  });

  it('builds offline on the venture it is given, as data: a fact its prompt would quote is kept to', () => {
    const price: VentureFact = {
      id: 'price',
      label: 'Monthly price per customer',
      value: 9,
      unit: 'moneyPerCustomerPerMonth',
      display: '$9/customer/month',
      source: { kind: 'founder' },
    };
    const result = investorReview.offline(input, { ...NO_VENTURE, facts: [price] });
    expect(result.points).toContain("Keep to the venture's monthly price per customer: $9/customer/month.");
    expect(investorReview.offline(input).points).toHaveLength(result.points.length - 1);
  });

  it('downloads the summary and every point as text', () => {
    const result = investorReview.offline(input);
    const text = investorReview.download!.toText(result);
    for (const part of [result.summary, ...result.points]) expect(text).toContain(part);
  });
});
