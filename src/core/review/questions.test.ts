/** The questions an investor would most likely ask, with draft answers that cite what they rest on. */
import { describe, expect, it } from 'vitest';
import { modelOf, offlineVentureSources, saved, reviewInputOf } from '../../../tests/support/review-venture';
import { REVIEW_TOOLS } from './input';
import { likelyQuestions, QUESTION_LIMITS, UNKNOWN_ANSWER } from './questions';
import { reviewFindings } from './review';

const questionsOf = (input: ReturnType<typeof reviewInputOf>) => likelyQuestions(input, reviewFindings(input));

describe('likely questions', () => {
  it('a finding’s question comes first, with its figures cited: “Your CAC payback is 14 months: how do you get it under 12?”', () => {
    const model = modelOf({ currency: 'EUR', customerAcquisitionCost: { value: 1_260, rationale: 'Events.' } });
    const input = reviewInputOf({
      sources: { ...offlineVentureSources(), [REVIEW_TOOLS.model]: saved('model', model) },
    });
    const questions = questionsOf(input);
    const payback = questions.find((question) => question.id === 'payback')!;
    expect(payback.question).toBe('Your CAC payback is 14 months: how do you get it under 12?');
    expect(payback.answer).toMatch(
      /^CAC payback: 14 months \(the financial model, Key Metrics\); Customer acquisition cost \(CAC\): €1,260 \(the financial model, saved 22 Nov 2026\)/,
    );
    expect(payback.cites).toContainEqual({ kind: 'fact', factId: 'cac', label: 'Customer acquisition cost (CAC)' });
    expect(payback.finding).toBe('cac-payback');
    // It belongs to the deck's Business Model slide.
    expect(payback.slide).toBe(5);
  });

  it('asks 10 to 15, one per topic, each on a slide where the deck has one', () => {
    const input = reviewInputOf({ sources: offlineVentureSources() });
    const questions = questionsOf(input);
    expect(questions.length).toBeGreaterThanOrEqual(QUESTION_LIMITS.min);
    expect(questions.length).toBeLessThanOrEqual(QUESTION_LIMITS.max);
    expect(new Set(questions.map((question) => question.id)).size).toBe(questions.length);
    const ask = questions.find((question) => question.id === 'ask')!;
    expect(ask).toMatchObject({ known: true, slide: 9 });
    expect(ask.answer).toMatch(
      /^We are raising €[\d,]+ for .+ of runway \(the financial model, saved 22 Nov 2026\)\.$/,
    );
    for (const question of questions.filter((each) => each.known)) expect(question.cites.length).toBeGreaterThan(0);
  });

  it('says it is unknown where the venture has no figure, and still asks at least ten', () => {
    const questions = questionsOf(reviewInputOf({ sources: {} }));
    expect(questions.length).toBeGreaterThanOrEqual(QUESTION_LIMITS.min);
    const ask = questions.find((question) => question.id === 'ask')!;
    expect(ask).toMatchObject({ answer: UNKNOWN_ANSWER, known: false, cites: [], slide: null });
    expect(UNKNOWN_ANSWER).toBe('unknown: the venture has no figure for this');
  });
});
