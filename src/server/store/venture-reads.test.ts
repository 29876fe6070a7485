import { describe, expect, it } from 'vitest';
import type { DeckDesign } from '@/core/deck-design/schema';
import type { SavedDocument, VentureSummary } from '@/core/workspace/schema';
import { offlineResult } from '../../../tests/support/fixtures';
import { VentureRead, VentureReads } from './venture-reads';

const venture: VentureSummary = {
  id: 'v1',
  name: 'Harvest Table',
  description: 'Weekly meal kits for busy parents.',
  industry: '',
  targetMarket: '',
  region: '',
  createdAt: '2026-11-29T10:00:00.000Z',
};
const model: SavedDocument = {
  id: 'd1',
  ventureId: 'v1',
  tool: 'financials',
  title: 'Harvest Table',
  version: 1,
  createdAt: '2026-11-29T10:00:00.000Z',
  updatedAt: '2026-11-29T10:00:00.000Z',
  inputs: {},
  result: offlineResult('financials'),
  builtOn: [],
  changedSince: [],
};

/** A read at `revision`, with the deck design and model given. */
const readAt = (revision: number, design: Partial<DeckDesign> = {}, saved = model) =>
  new VentureRead({
    workspaceId: 'w1',
    revision,
    venture,
    newest: new Map([[saved.tool, saved]]),
    pins: {},
    design: { theme: 'light', brand: '4F46E5', ...design } as DeckDesign,
    logo: () => Promise.resolve(undefined),
    bytes: 0,
  });

describe('a newer read of a venture', () => {
  it('keeps the facts an older one worked out when what they are made of is the same (a design change)', () => {
    const older = readAt(1);
    const facts = older.facts();
    expect(facts.length).toBeGreaterThan(0);
    const newer = readAt(2, { brand: '0F766E' });
    newer.keepFactsOf(older);
    expect(newer.facts()).toBe(facts);
  });

  it('works them out again when the model was saved again, or before the older read worked them out', () => {
    const older = readAt(1);
    const facts = older.facts();
    const edited = readAt(2, {}, { ...model, version: 2, updatedAt: '2026-11-29T11:00:00.000Z' });
    edited.keepFactsOf(older);
    expect(edited.facts()).not.toBe(facts);
    expect(edited.facts()[0]?.source).toMatchObject({ savedAt: '2026-11-29T11:00:00.000Z' });

    const untouched = readAt(3);
    untouched.keepFactsOf(readAt(2));
    expect(untouched.facts()).not.toBe(facts);
  });
});

describe('a kept read of a venture', () => {
  it('asks for its logo again after a read of it failed: a read can be kept for long', async () => {
    let tries = 0;
    const reads = new VentureReads({
      ventureReads: {
        stamp: async () => ({ revision: 1, venture }),
        holdings: async () => ({
          pins: {},
          design: { theme: 'light', brand: '4F46E5', logo: { type: 'png' } } as unknown as DeckDesign,
          logoBytes: 10,
        }),
      },
      documents: { newestOfEach: async () => ({ documents: [], bytes: 0 }) },
      designs: {
        logo: async () => {
          if (++tries === 1) throw new Error('the database was busy');
          return { data: new Uint8Array([1]), type: 'png' };
        },
      },
    } as unknown as ConstructorParameters<typeof VentureReads>[0]);
    const read = await reads.read('w1', 'v1');
    await expect(read.logo()).rejects.toThrow('the database was busy');
    await expect(read.logo()).resolves.toMatchObject({ type: 'png' });
    await read.logo();
    expect(tries).toBe(2);
  });
});
