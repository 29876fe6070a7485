import { describe, expect, it } from 'vitest';
import { findFigures } from '.';
import type { FactId } from '../fact-kinds';

/** Each figure's text and the fact its words name ('' for none). */
const cues = (text: string) => findFigures(text).map((figure) => [figure.text, figure.cue ?? ''] as const);

describe('the fact a figure talks about', () => {
  it.each<[string, string, FactId]>([
    ['The subscription price is $24 a month.', '$24 a month', 'price'],
    ['Plans are priced at $24.', '$24', 'price'],
    ['Members pay $24/customer/month.', '$24/customer/month', 'price'],
    ['Revenue per customer: about $730 a year', '$730 a year', 'price'],
    ['A customer acquisition cost of about $45 at launch.', '$45', 'cac'],
    ['CAC: $300', '$300', 'cac'],
    ['The cost to acquire a customer is $300.', '$300', 'cac'],
    ['LTV of $4,000 per customer.', '$4,000 per customer', 'ltv'],
    ['Customer lifetime value reaches $4,000.', '$4,000', 'ltv'],
    ['LTV:CAC of 4.8:1', '4.8:1', 'ltvCac'],
    ['An LTV 4.8x the CAC.', '4.8x', 'ltvCac'],
    ['We break even in Month 8.', 'Month 8', 'breakEvenMonth'],
    ['The company breaks even by month 14.', 'month 14', 'breakEvenMonth'],
    ['We are profitable by month 14.', 'month 14', 'breakEvenMonth'],
    ['Burn rate: $25,000/month', '$25,000/month', 'burnRate'],
    ['We burn $25K a month.', '$25K a month', 'burnRate'],
    ['Monthly churn is 2%.', '2%', 'monthlyChurn'],
    ['Churn stays at 2% a month.', '2% a month', 'monthlyChurn'],
    ['We grow 12% a month.', '12% a month', 'monthlyGrowth'],
    ['Monthly growth of 12%.', '12%', 'monthlyGrowth'],
    ['Gross margin: 80%', '80%', 'grossMargin'],
    ['at an 80% margin', '80%', 'grossMargin'],
    ['Year 1 revenue: $1.2M', '$1.2M', 'year1Revenue'],
    ['First-year revenue of $1.2M.', '$1.2M', 'year1Revenue'],
    ['Revenue in year 2 reaches $2.7M.', '$2.7M', 'year2Revenue'],
    ['Year 3: $7.3M revenue', '$7.3M', 'year3Revenue'],
    ['The TAM is $135B.', '$135B', 'tam'],
    ['Total addressable market: $135B', '$135B', 'tam'],
    ['SAM: $5.4B', '$5.4B', 'sam'],
    ['Obtainable in five years: $212M', '$212M', 'som'],
    ['The market is worth about $34.4 billion.', '$34.4 billion', 'marketSize'],
    ['a $5 billion market', '$5 billion', 'marketSize'],
    ['The U.S. market for pet care is worth $150 billion.', '$150 billion', 'marketSize'],
    ['We are raising $2M.', '$2M', 'raise'],
    ['A seed round of about $1,000,000.', '$1,000,000', 'raise'],
    ['The ask: $2M.', '$2M', 'raise'],
    ['Starting with 100 customers in the first weeks.', '100 customers', 'startingCustomers'],
    ['We reach 1,698 paying customers by month 12.', '1,698 paying customers', 'customersMonth12'],
    ['By the end of year 1 we serve 1,698 clinics.', '1,698 clinics', 'customersMonth12'],
    ['We are a team of 12 people.', '12 people', 'teamSize'],
  ])('"%s": %s is %s', (text, figure, fact) => {
    expect(cues(text)).toContainEqual([figure, fact]);
  });

  it('takes the nearest word that can name a fact of the figure’s unit', () => {
    expect(cues('CAC of $300, LTV of $4,000')).toEqual([
      ['$300', 'cac'],
      ['$4,000', 'ltv'],
    ]);
    expect(cues('The TAM is $5B, SAM $500M and SOM $50M.')).toEqual([
      ['$5B', 'tam'],
      ['$500M', 'sam'],
      ['$50M', 'som'],
    ]);
    expect(cues('Year 1: $949K revenue from 1,300 customers')).toEqual([
      ['$949K', 'year1Revenue'],
      ['1,300 customers', 'customersMonth12'],
    ]);
  });

  it('names customers only when the words say which', () => {
    expect(cues('We serve 300 customers across 3 channels.')).toEqual([
      ['300 customers', ''],
      ['3 channels', ''],
    ]);
    expect(cues('Month 1: interview 30 dog owners')).toEqual([
      ['Month 1', ''],
      ['30 dog owners', ''],
    ]);
  });

  it('leaves a figure whose nearer words are about something else', () => {
    expect(cues('Variable costs are $10/customer/month.')).toEqual([['$10/customer/month', '']]);
    expect(cues('At 300 customers we reach $2,500 in monthly revenue.')).toContainEqual(['$2,500', '']);
    expect(cues('Retention is 95%.')).toEqual([['95%', '']]);
    expect(cues('Year 2 revenue: $2.7M (142% growth)')).toEqual([
      ['$2.7M', 'year2Revenue'],
      ['142%', ''],
    ]);
  });

  it('never reads a yearly rate as the monthly one', () => {
    expect(cues('The market grows about 23% a year.')).toEqual([['23% a year', '']]);
    expect(cues('growing at roughly 11% a year')).toEqual([['11% a year', '']]);
  });

  it('gives money the period a word before its cue names', () => {
    expect(findFigures('An annual burn of $300K.')[0]).toMatchObject({ unit: 'moneyPerYear', cue: 'burnRate' });
  });

  it('leaves a figure with no cue alone', () => {
    expect(cues('It costs $500 to start and takes 6 months.')).toEqual([
      ['$500', ''],
      ['6 months', ''],
    ]);
  });
});
