/** Which of the four documents are missing or out of date. */
import { describe, expect, it } from 'vitest';
import { offlineVentureSources, reviewInputOf } from '../../../../tests/support/review-venture';
import { documentsRule } from './documents';

describe('missing and out-of-date documents', () => {
  it('an empty venture misses all four: the model and the deck are blockers, each fixed by making it', () => {
    const input = reviewInputOf({ sources: {} });
    const findings = documentsRule.check(input);
    expect(findings.map((finding) => [finding.id, finding.severity, finding.fix])).toEqual([
      ['documents:missing:plan', 'major', { kind: 'regenerate', tool: input.tools.plan }],
      ['documents:missing:deck', 'blocker', { kind: 'regenerate', tool: input.tools.deck }],
      ['documents:missing:model', 'blocker', { kind: 'regenerate', tool: input.tools.model }],
      ['documents:missing:research', 'major', { kind: 'regenerate', tool: input.tools.research }],
    ]);
    expect(findings[2]!.text).toBe('The venture has no financial model: no figure of the business can be checked.');
  });

  it('a deck whose model changed since is out of date, minor, in the app’s words', () => {
    const sources = offlineVentureSources();
    const tools = reviewInputOf({ sources }).tools;
    const input = reviewInputOf({ sources, changedSince: { [tools.deck]: [tools.model, tools.plan] } });
    const [finding, ...others] = documentsRule.check(input);
    expect(others).toEqual([]);
    expect(finding).toMatchObject({
      id: 'documents:outOfDate:deck',
      severity: 'minor',
      text: 'The pitch deck is out of date: the financial model and the business plan changed since it was made.',
      fix: { kind: 'regenerate', tool: tools.deck },
    });
  });

  it('a venture with all four documents, up to date, has no finding', () => {
    expect(documentsRule.check(reviewInputOf({ sources: offlineVentureSources() }))).toEqual([]);
  });
});
