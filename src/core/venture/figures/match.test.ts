import { describe, expect, it } from 'vitest';
import { modelFact, researchFact } from '../../../../tests/support/venture-facts';
import { checkFigures, replaceFigure } from '.';
import type { VentureFact } from '../facts';

/** Each checked figure's text and status. */
const statuses = (text: string, facts: VentureFact[]) =>
  checkFigures(text, facts).map((check) => [check.figure.text, check.fact.id, check.status] as const);
const statusOf = (text: string, fact: VentureFact) => {
  const checks = checkFigures(text, [fact]);
  expect(checks).toHaveLength(1);
  return checks[0]?.status;
};

describe('precision', () => {
  const revenue = (value: number) => modelFact('year1Revenue', value);

  it('matches "$1.2M" from 1,150,000 to 1,249,999', () => {
    expect(statusOf('Year 1 revenue: $1.2M', revenue(1_150_000))).toBe('match');
    expect(statusOf('Year 1 revenue: $1.2M', revenue(1_249_999))).toBe('match');
    expect(statusOf('Year 1 revenue: $1.2M', revenue(1_149_999))).toBe('conflict');
    expect(statusOf('Year 1 revenue: $1.2M', revenue(1_250_000))).toBe('conflict');
  });

  it('reads the same figure written four ways alike', () => {
    for (const written of ['$1.2M', '$1,200,000', '1.2 million dollars', 'USD 1,200,000']) {
      expect(statusOf(`Year 1 revenue: ${written}`, revenue(1_198_430))).toBe('match');
      expect(statusOf(`Year 1 revenue: ${written}`, revenue(1_260_000))).toBe('conflict');
    }
  });

  it('takes every digit written as meant: "$1,198,430" is exact to the dollar', () => {
    expect(statusOf('Year 1 revenue: $1,198,430', revenue(1_198_430))).toBe('match');
    expect(statusOf('Year 1 revenue: $1,198,430', revenue(1_198_431))).toBe('conflict');
  });

  it('matches "5%" from 4.5 to 5.49, and a small number exactly', () => {
    const churn = (value: number) => modelFact('monthlyChurn', value);
    expect(statusOf('Churn is 5%.', churn(4.5))).toBe('match');
    expect(statusOf('Churn is 5%.', churn(5.4))).toBe('match');
    expect(statusOf('Churn is 5%.', churn(5.5))).toBe('conflict');
    expect(statusOf('Churn is 4.8%.', churn(4.8))).toBe('match');
    expect(statusOf('Churn is 4.8%.', churn(4.9))).toBe('conflict');
    expect(statusOf('The price is $100 a month.', modelFact('price', 101))).toBe('conflict');
  });

  it('loosens a round number said to be approximate', () => {
    const starting = modelFact('startingCustomers', 296);
    expect(statusOf('Starting with 300 customers.', starting)).toBe('conflict');
    expect(statusOf('Starting with about 300 customers.', starting)).toBe('match');
  });
});

describe('units', () => {
  it('converts a yearly figure of a monthly rate by 12, for the price and the burn', () => {
    expect(statusOf('The subscription costs $288 a year.', modelFact('price', 24))).toBe('match');
    expect(statusOf('Our burn is $300K per year.', modelFact('burnRate', 25_000))).toBe('match');
    expect(statusOf('Our burn is $25K per year.', modelFact('burnRate', 25_000))).toBe('conflict');
  });

  it('never reads a monthly figure as a yearly fact: that is not the same figure', () => {
    expect(checkFigures('Year 1 revenue: $100K per month', [modelFact('year1Revenue', 1_200_000)])).toEqual([]);
  });

  it('leaves the period to the words where the figure names none', () => {
    expect(statusOf('The price is $24.', modelFact('price', 24))).toBe('match');
    expect(statusOf('Burn rate: $25,000', modelFact('burnRate', 25_000))).toBe('match');
  });

  it('compares a duration with a month: "in 8 months" is Month 8', () => {
    expect(statusOf('We break even in 8 months.', modelFact('breakEvenMonth', 8))).toBe('match');
    expect(statusOf('We break even in Month 9.', modelFact('breakEvenMonth', 8))).toBe('conflict');
  });

  it('reads "Beyond 36 months" against break-even past the projection', () => {
    expect(statusOf('Break-even: Beyond 36 months', modelFact('breakEvenMonth', 37))).toBe('match');
    expect(statusOf('Break-even: Beyond 36 months', modelFact('breakEvenMonth', 30))).toBe('conflict');
    expect(statusOf('We break even by Month 14.', modelFact('breakEvenMonth', 37))).toBe('conflict');
  });

  it('never matches another currency to a dollar fact: it conflicts', () => {
    expect(statusOf('The subscription price is €24 a month.', modelFact('price', 24))).toBe('conflict');
  });
});

describe('ranges and limits', () => {
  it('matches a range when the fact lies in it', () => {
    const raise = (value: number) => ({ ...modelFact('raise', value), source: { kind: 'founder' as const } });
    expect(statusOf('We are raising $40-60K.', raise(50_000))).toBe('match');
    expect(statusOf('We are raising $40K to $60K.', raise(60_400))).toBe('match');
    expect(statusOf('We are raising $40K to $60K.', raise(61_000))).toBe('conflict');
    expect(statusOf('Churn between 3% and 5%.', modelFact('monthlyChurn', 2))).toBe('conflict');
  });

  it('matches a limit by its side', () => {
    const month12 = modelFact('customersMonth12', 1_698);
    expect(statusOf('More than 1,500 paying customers by month 12.', month12)).toBe('match');
    expect(statusOf('More than 1,698 paying customers by month 12.', month12)).toBe('conflict');
    expect(statusOf('At least 1,698 paying customers by month 12.', month12)).toBe('match');
    expect(statusOf('Under 2,000 paying customers by month 12.', month12)).toBe('match');
  });

  it('overlaps a figure with a research fact, itself approximate', () => {
    const size = researchFact('marketSize', 34_400_000_000, 100_000_000, '$34.4 billion');
    expect(statusOf('The market is worth $34B.', size)).toBe('match');
    expect(statusOf('The market is worth $34.4 billion.', size)).toBe('match');
    expect(statusOf('The market is worth $34.5 billion.', size)).toBe('conflict');
    expect(statusOf('The market is worth $35B.', size)).toBe('conflict');
  });
});

describe('checkFigures', () => {
  const facts = [modelFact('price', 24), modelFact('cac', 300), modelFact('ltvCac', 4.8)];

  it('lists the figures that state a fact, and only those', () => {
    expect(statuses('We charge $24 a month, CAC $350, an LTV:CAC of 4.8:1, and 30 people signed up.', facts)).toEqual([
      ['$24 a month', 'price', 'match'],
      ['$350', 'cac', 'conflict'],
      ['4.8:1', 'ltvCac', 'match'],
    ]);
  });

  it('leaves out a figure whose fact the venture does not have', () => {
    expect(checkFigures('We are raising $2M.', facts)).toEqual([]);
    expect(checkFigures('We charge $24 a month.', [])).toEqual([]);
  });

  it('lets the TAM and the market size stand in for each other', () => {
    const size = researchFact('marketSize', 34_400_000_000, 100_000_000, '$34.4 billion');
    expect(statuses('The TAM is $135B.', [size])).toEqual([['$135B', 'marketSize', 'conflict']]);
  });

  describe('a market figure whose fact would break the nesting TAM ≥ SAM ≥ SOM', () => {
    const size = researchFact('marketSize', 34_400_000_000, 100_000_000, '$34.4 billion');
    const orderOf = (text: string, facts: readonly VentureFact[]) =>
      checkFigures(text, facts).map(({ figure, outOfOrder }) => [
        figure.text,
        outOfOrder && [outOfOrder.wouldBe, outOfOrder.other.text],
      ]);

    it('names the narrower market it would fall below (market size standing in for the TAM)', () => {
      expect(orderOf('TAM $135B, SAM $40B, SOM $2B.', [size])).toEqual([['$135B', ['smaller', '$40B']]]);
    });

    it('or the wider market it would rise above', () => {
      const som = researchFact('som', 5_000_000_000, 1_000_000_000, '$5B');
      expect(orderOf('SAM of $3B and SOM $400M.', [som])).toEqual([['$400M', ['larger', '$3B']]]);
    });

    it('is not flagged when the markets still nest, or when the other figure is rewritten too', () => {
      expect(orderOf('TAM $135B, SAM $20B, SOM $2B.', [size])).toEqual([['$135B', undefined]]);
      const sam = researchFact('sam', 12_000_000_000, 1_000_000_000, '$12B');
      expect(orderOf('TAM $135B, SAM $40B.', [size, sam])).toEqual([
        ['$135B', undefined],
        ['$40B', undefined],
      ]);
    });

    it('leaves a figure that agrees alone', () => {
      expect(orderOf('TAM $34.4B, SAM $40B.', [size])).toEqual([['$34.4B', undefined]]);
    });
  });
});

describe('replaceFigure', () => {
  const use = (text: string, fact: VentureFact) => {
    const [check] = checkFigures(text, [fact]);
    if (!check) throw new Error(`no check in "${text}"`);
    return replaceFigure(text, check);
  };

  it.each<[string, VentureFact, string]>([
    ['Year 1 revenue: $1.2M.', modelFact('year1Revenue', 1_198_430), 'Year 1 revenue: $1,198,430.'],
    ['Year 1 revenue: USD 1.2m.', modelFact('year1Revenue', 1_198_430), 'Year 1 revenue: USD 1,198,430.'],
    [
      'Year 1 revenue of 1.2 million dollars.',
      modelFact('year1Revenue', 1_198_430),
      'Year 1 revenue of 1,198,430 dollars.',
    ],
    ['Year 1 revenue: 1.2m USD.', modelFact('year1Revenue', 1_198_430), 'Year 1 revenue: 1,198,430 USD.'],
    ['Churn is 5 percent.', modelFact('monthlyChurn', 4.8), 'Churn is 4.8 percent.'],
    ['We break even in Month 8.', modelFact('breakEvenMonth', 14), 'We break even in Month 14.'],
    ['We break even in 8 months.', modelFact('breakEvenMonth', 14), 'We break even in 14 months.'],
    ['We break even by Month 8.', modelFact('breakEvenMonth', 37), 'We break even beyond Month 36.'],
    ['The price is $288 a year.', modelFact('price', 30), 'The price is $360 a year.'],
    ['The price is €24 a month.', modelFact('price', 30), 'The price is $30 a month.'],
    [
      'Starting with 300 paying customers.',
      modelFact('startingCustomers', 1_250),
      'Starting with 1,250 paying customers.',
    ],
    ['More than 300 customers by month 12.', modelFact('customersMonth12', 250), '250 customers by month 12.'],
    ['Churn between 3% and 5%.', modelFact('monthlyChurn', 2), 'Churn 2%.'],
    ['An LTV:CAC of 3x.', modelFact('ltvCac', 4.8), 'An LTV:CAC of 4.8x.'],
    [
      'A subscription at $29 a month per freelancer.',
      modelFact('price', 19),
      'A subscription at $19 a month per freelancer.',
    ],
    ['Gross margin is 40%.', modelFact('grossMargin', -25), 'Gross margin is -25%.'],
    ['Gross margin is −10%.', modelFact('grossMargin', 35), 'Gross margin is 35%.'],
    ['The TAM is $135B.', researchFact('tam', 34_400_000_000, 100_000_000, '$34.4 billion'), 'The TAM is $34.4B.'],
  ])('"%s" becomes the fact', (text, fact, replaced) => {
    expect(use(text, fact)).toBe(replaced);
    expect(checkFigures(replaced, [fact]).map((check) => check.status)).toEqual(['match']);
  });

  it('refuses a check that is not from this text', () => {
    const [check] = checkFigures('The price is $20 a month.', [modelFact('price', 24)]);
    expect(() => replaceFigure('Our price: $20 a month.', check!)).toThrow(RangeError);
  });
});
