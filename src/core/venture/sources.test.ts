import { describe, expect, it } from 'vitest';
import { changedSources, type BuiltOn } from './sources';

const built: BuiltOn[] = [
  { tool: 'financials', documentId: 'model-1', savedAt: '2026-11-22T10:00:00.000Z' },
  { tool: 'business-plan', documentId: 'plan-1', savedAt: '2026-11-22T10:00:00.000Z' },
];

describe('changedSources', () => {
  it('names nothing while every source is as it was', () => {
    expect(
      changedSources(built, {
        financials: { documentId: 'model-1', savedAt: '2026-11-22T10:00:00.000Z' },
        'business-plan': { documentId: 'plan-1', savedAt: '2026-11-22T10:00:00Z' },
      }),
    ).toEqual([]);
  });

  it('names a source regenerated since, and one edited since, in the order built on', () => {
    expect(
      changedSources(built, {
        financials: { documentId: 'model-1', savedAt: '2026-11-22T10:05:00.000Z' },
        'business-plan': { documentId: 'plan-2', savedAt: '2026-11-22T09:00:00.000Z' },
      }),
    ).toEqual(['financials', 'business-plan']);
  });

  it('names nothing for a source deleted since, or one that was never there', () => {
    expect(changedSources(built, {})).toEqual([]);
    expect(changedSources([], { financials: { documentId: 'x', savedAt: '2026-11-23T00:00:00Z' } })).toEqual([]);
  });
});
