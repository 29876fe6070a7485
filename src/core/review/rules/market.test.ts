/** The market's sizes nest at plausible shares, and the model sells no more than the SOM. */
import { describe, expect, it } from 'vitest';
import type { VentureSources } from '../../venture/sources';
import {
  modelOf,
  offlineVentureSources,
  researchOf,
  saved,
  reviewInputOf,
} from '../../../../tests/support/review-venture';
import { REVIEW_TOOLS } from '../input';
import { marketNestingRule, revenueSomRule } from './market';

const sized = (marketSize: string, extra: VentureSources = {}) =>
  reviewInputOf({ sources: { [REVIEW_TOOLS.research]: saved('research', researchOf(marketSize)), ...extra } });

describe('the markets nest', () => {
  it('a SOM above the SAM is a blocker, at the research’s Market Size, fixed by regenerating the research', () => {
    const input = sized(
      'The total addressable market is about €40B a year. The serviceable available market is about €2B a year; the serviceable obtainable market is about €3B a year.',
    );
    const findings = marketNestingRule.check(input);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      id: 'market-nesting:som>sam',
      area: 'market',
      severity: 'blocker',
      where: { document: 'research', path: ['marketSize'], label: 'Market Size' },
      fix: { kind: 'regenerate', tool: input.tools.research },
    });
    expect(findings[0]!.text).toContain('larger than the Serviceable available market (SAM) of €2B a year');
    expect(findings[0]!.figures.map((figure) => figure.from)).toEqual([
      { kind: 'fact', factId: 'som' },
      { kind: 'fact', factId: 'sam' },
    ]);
  });

  it('a SAM above the TAM is a blocker too', () => {
    const findings = marketNestingRule.check(
      sized(
        'The total addressable market is about €1B a year; the serviceable available market is about €2B a year and the serviceable obtainable market about €50M a year.',
      ),
    );
    expect(findings.map((finding) => [finding.id, finding.severity])).toEqual([['market-nesting:sam>tam', 'blocker']]);
  });

  it('a SOM that is half the SAM is a minor finding citing the rule of thumb', () => {
    const [finding] = marketNestingRule.check(
      sized(
        'The total addressable market is about €40B a year. The serviceable available market is about €2B a year; the serviceable obtainable market is about €1B a year.',
      ),
    );
    expect(finding).toMatchObject({ id: 'market-nesting:somShare', severity: 'minor' });
    expect(finding!.text).toBe(
      'The obtainable market is 50% of the serviceable one: investors expect a new entrant to win a smaller share.',
    );
  });

  it('research that sizes only the total is a major finding', () => {
    const [finding] = marketNestingRule.check(sized('The global market is worth about €40B a year.'));
    expect(finding).toMatchObject({ id: 'market-nesting:unnamed', severity: 'major' });
  });

  it('a venture with every figure in order has no finding of the markets', () => {
    const input = reviewInputOf({ sources: offlineVentureSources() });
    expect(marketNestingRule.check(input)).toEqual([]);
    expect(revenueSomRule.check(input)).toEqual([]);
  });
});

describe('Year 3 revenue against the SOM', () => {
  const model = modelOf({ currency: 'EUR' });
  const sizes = (som: string) =>
    `The total addressable market is about €40B a year. The serviceable available market is about €2B a year; the serviceable obtainable market is about ${som} a year.`;

  it('revenue above the SOM is a major finding that opens the growth assumption', () => {
    const input = sized(sizes('€1M'), { [REVIEW_TOOLS.model]: saved('model', model) });
    expect(input.facts.find((fact) => fact.id === 'year3Revenue')!.value).toBeGreaterThan(1_000_000);
    const [finding] = revenueSomRule.check(input);
    expect(finding).toMatchObject({
      severity: 'major',
      fix: { kind: 'openAssumption', assumption: 'monthlyGrowthPercent' },
    });
    expect(finding!.text).toMatch(/^Year 3 revenue of €[\d,]+ is more than the obtainable market of €1M a year/);
  });

  it('revenue within the SOM, or a SOM in another currency, has no finding', () => {
    expect(revenueSomRule.check(sized(sizes('€500M'), { [REVIEW_TOOLS.model]: saved('model', model) }))).toEqual([]);
    const dollars = sizes('€1M').replaceAll('€', '$');
    expect(revenueSomRule.check(sized(dollars, { [REVIEW_TOOLS.model]: saved('model', model) }))).toEqual([]);
  });
});
