/** The readiness score's documented rule, and what would raise it most. */
import { describe, expect, it } from 'vitest';
import { areaScores, BLOCKED_CEILING, overallScore, raiseText, readiness } from './score';
import type { Area, Finding, RuleId, Severity } from './types';

let made = 0;
function found(rule: RuleId, area: Area, severity: Severity, action = `Fix ${rule}`): Finding {
  made += 1;
  return {
    id: `${rule}:${made}`,
    rule,
    area,
    severity,
    ruleText: 'A rule.',
    text: 'A finding.',
    action,
    figures: [],
    where: { document: 'deck', path: [], label: 'Pitch deck' },
    fix: { kind: 'openSlide', slide: 0 },
  };
}

describe('the readiness score', () => {
  it('is 100 in every area with no finding', () => {
    expect(overallScore([])).toBe(100);
    expect(Object.values(areaScores([]))).toEqual([100, 100, 100, 100, 100, 100, 100]);
  });

  it('takes 40 for a blocker, 15 for a major and 5 for a minor from the finding’s area', () => {
    const scores = areaScores([
      found('ask-need', 'ask', 'blocker'),
      found('ltv-cac', 'businessModel', 'major'),
      found('cagr', 'market', 'minor'),
    ]);
    expect(scores).toMatchObject({ ask: 60, businessModel: 85, market: 95, team: 100 });
  });

  it('counts one rule’s findings in an area at most twice its heaviest', () => {
    const wordy = Array.from({ length: 8 }, () => found('slide-words', 'product', 'minor'));
    expect(areaScores(wordy).product).toBe(90);
  });

  it('is the mean of the areas, at most 50 while a blocker stands', () => {
    expect(overallScore([found('ltv-cac', 'businessModel', 'major')])).toBe(Math.round((600 + 85) / 7));
    expect(overallScore([found('ask-need', 'ask', 'blocker')])).toBe(BLOCKED_CEILING);
  });

  it('says what would raise it most, by re-scoring without the findings of each fix', () => {
    const findings = [
      found('ask-need', 'ask', 'blocker', 'Fix the ask'),
      found('ltv-cac', 'businessModel', 'major', 'Improve LTV:CAC'),
      found('cagr', 'market', 'minor', 'Correct the growth rate'),
    ];
    const { overall, raises } = readiness(findings);
    expect(overall).toBe(50);
    expect(raises.map(raiseText)).toEqual([`Fix the ask: +${overallScore(findings.slice(1)) - 50}`]);
    // With the blocker gone, the others show what they are worth.
    const rest = readiness(findings.slice(1));
    expect(rest.raises.map(raiseText)).toEqual(['Improve LTV:CAC: +2', 'Correct the growth rate: +1']);
  });
});
