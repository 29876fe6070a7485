import { describe, expect, it } from 'vitest';
import { offlineVentureSources, PET_CARE, saved, deckOf, modelOf } from '../../../../tests/support/review-venture';
import { REVIEW_TOOLS } from '../../review/input';
import { AREAS } from '../../review/types';
import { contextFor, offlineVentureFor } from '../venture-context';
import { investorReview } from '.';
import { checkedCritique } from './review';

const venture = () => offlineVentureFor(investorReview, offlineVentureSources());
const review = (output = investorReview.offline({}, venture()), v = venture()) =>
  investorReview.result!.parse(investorReview.finalize!(output, {}, v));

describe('Investor Review', () => {
  it('writes a critique offline from the findings: one paragraph per area, citing them, no figure of its own', () => {
    const result = review();
    expect(result.critique.map((paragraph) => paragraph.area)).toEqual([...AREAS]);
    for (const paragraph of result.critique) expect(paragraph.unsupported).toEqual([]);
    const cited = result.critique.flatMap((paragraph) => paragraph.cites);
    for (const id of cited) expect(result.findings.map((finding) => finding.id)).toContain(id);
    expect(investorReview.offline({}, venture())).toEqual(investorReview.offline({}, venture()));
  });

  it('gives the complete review of the Pet care venture: scores, 10 to 15 questions with answers', () => {
    const result = review();
    expect(result.readiness.overall).toBeGreaterThanOrEqual(0);
    expect(result.questions.length).toBeGreaterThanOrEqual(10);
    expect(result.questions.length).toBeLessThanOrEqual(15);
    for (const question of result.questions) expect(question.answer.trim()).not.toBe('');
  });

  it('quotes the findings, the scores and the facts into the prompt as data', () => {
    const sources = offlineVentureSources();
    const context = contextFor(investorReview, sources)!;
    const facts = offlineVentureFor(investorReview, sources).facts;
    const findings = review().findings;
    expect(context).toContain('### Review findings');
    for (const finding of findings) expect(context).toContain(`[${finding.id}]`);
    expect(context).toContain('### Venture facts');
    expect(context).toContain(facts[0]!.display);
    expect(investorReview.prompt({ focus: 'Series A' })).toContain(JSON.stringify('Series A'));
  });

  it('keeps the findings and scores the server computed, whatever the model writes', () => {
    const expected = review();
    const forged = {
      critique: [{ area: 'ask' as const, text: 'Everything is fine.', cites: ['made-up', expected.findings[0]!.id] }],
    };
    const result = review(forged);
    expect(result.findings).toEqual(expected.findings);
    expect(result.readiness).toEqual(expected.readiness);
    expect(result.questions).toEqual(expected.questions);
    expect(result.critique[0]!.cites).toEqual([expected.findings[0]!.id]);
  });

  it('marks a figure the critique states that is in neither the facts nor the findings', () => {
    const fact = venture().facts[0]!;
    const result = review({
      critique: [
        { area: 'finances', text: `You will reach €987,654,321 in revenue, and ${fact.display} holds.`, cites: [] },
      ],
    });
    expect(result.critique[0]!.unsupported).toEqual(['€987,654,321']);
  });

  it('reads the facts a critique states as the figure check does: its unit and currency count, not the number alone', () => {
    const facts = venture().facts;
    // The Pet care venture is in euros: Year 1 revenue €347,760, 1,516 starting customers.
    const revenue = facts.find((fact) => fact.id === 'year1Revenue')!;
    const customers = facts.find((fact) => fact.id === 'startingCustomers')!;
    const stated = (text: string) => checkedCritique([{ area: 'ask', text, cites: [] }], [], facts)[0]!.unsupported;
    expect(stated(`Year 1 brings ${revenue.display} from ${customers.display}.`)).toEqual([]);
    const amount = revenue.value.toLocaleString('en-US');
    expect(stated(`Year 1 brings $${amount}.`)).toEqual([`$${amount}`]);
    const count = customers.value.toLocaleString('en-US');
    expect(stated(`Churn could reach ${count}%.`)).toEqual([`${count}%`]);
  });

  it('finds a blocker when the deck asks less than the funding need', () => {
    const model = modelOf({
      currency: 'EUR',
      monthlyGrowthPercent: { value: 0, rationale: 'Flat.' },
      costs: [{ name: 'Salaries', monthlyAmount: 80_000, rationale: 'Team.' }],
    });
    const deck = deckOf({ 9: { content: '• Raising €10,000 to reach our next milestones' } });
    const sources = {
      profile: PET_CARE,
      [REVIEW_TOOLS.model]: saved('model', model),
      [REVIEW_TOOLS.deck]: saved('deck', deck),
    };
    const read = offlineVentureFor(investorReview, sources);
    const result = review(investorReview.offline({}, read), read);
    expect(result.findings.some((finding) => finding.rule === 'ask-need' && finding.severity === 'blocker')).toBe(true);
  });

  it('downloads the scores, every finding, the critique and the questions as text', () => {
    const result = review();
    const text = investorReview.download!.toText(result) as string;
    for (const part of [
      ...result.findings.map((f) => f.text),
      ...result.critique.map((p) => p.text),
      ...result.questions.map((q) => q.question),
    ])
      expect(text).toContain(part);
    expect(text).toContain(`Overall: ${result.readiness.overall}/100`);
  });

  it('exports a document with a cover: the scores, every finding, the critique and the questions', () => {
    const result = review();
    const spec = investorReview.documents!.pdf!(result, { venture: 'Pawsome Walks', date: '2026-11-29' });
    const text = JSON.stringify(spec);
    expect(spec).toMatchObject({ kind: 'document', title: 'Investor Review' });
    expect(spec).toHaveProperty('cover');
    for (const part of [...result.findings.map((f) => f.text), ...result.questions.map((q) => q.question)])
      expect(text).toContain(JSON.stringify(part).slice(1, -1));
    expect(text).toContain(`${result.readiness.overall}/100`);
  });
});
