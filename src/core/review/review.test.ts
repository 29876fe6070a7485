/** The whole review over a venture: the offline "Pet care" venture, and no tool named outside the input. */
import { describe, expect, it } from 'vitest';
import { tools } from '../tools/listings';
import { offlineVentureSources, PET_CARE, reviewInputOf } from '../../../tests/support/review-venture';
import { investorReview } from './review';
import { REVIEW_RULES } from './rules';
import { AREAS, RULE_IDS, SEVERITIES } from './types';

describe('an Investor Review', () => {
  it('of the offline “Pet care” venture is computed whole: findings in order, a score per area, 10 to 15 questions', () => {
    const review = investorReview(reviewInputOf({ sources: offlineVentureSources(PET_CARE) }));
    const severities = review.findings.map((finding) => SEVERITIES.indexOf(finding.severity));
    expect(severities).toEqual([...severities].sort((a, b) => a - b));
    // The offline venture tells one story: nothing blocks it, nothing major.
    expect(review.findings.filter((finding) => finding.severity !== 'minor')).toEqual([]);
    expect(Object.keys(review.readiness.areas)).toEqual([...AREAS]);
    expect(review.readiness.overall).toBeGreaterThan(80);
    expect(review.questions.length).toBeGreaterThanOrEqual(10);
    expect(review.questions.length).toBeLessThanOrEqual(15);
    for (const finding of review.findings) {
      expect(finding.where.label, finding.id).not.toBe('');
      expect(finding.ruleText).toMatch(/\.$/);
    }
  });

  it('runs every rule once, each with its own id', () => {
    expect(REVIEW_RULES.map((rule) => rule.id).sort()).toEqual([...RULE_IDS].sort());
  });

  it('names no tool in its rules: only input.ts knows which tool makes which document', () => {
    const sources = import.meta.glob<string>(['./**/*.ts', '!./**/*.test.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    expect(Object.keys(sources)).toContain('./rules/ask.ts');
    const literals = new RegExp(`['"\`](?:${tools.map((tool) => tool.id).join('|')})['"\`]`);
    const naming = Object.entries(sources).filter(([, text]) => literals.test(text));
    expect(naming.map(([file]) => file)).toEqual([]);
  });
});
