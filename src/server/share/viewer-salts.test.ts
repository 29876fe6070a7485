import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { viewerHash } from './secrets';
import { dailySalts, SALT_BYTES, sweepEveryMidnight, untilMidnight, type SaltStore } from './viewer-salts';

/** The database's rule in memory: the first salt stored for a day wins; past days can be deleted. */
function memoryStore() {
  const rows = new Map<string, Buffer>();
  const store: SaltStore = {
    salt: async (day, fresh) => {
      if (!rows.has(day)) rows.set(day, fresh);
      return rows.get(day)!;
    },
    forgetBefore: async (day) => {
      const past = [...rows.keys()].filter((stored) => stored < day);
      past.forEach((stored) => rows.delete(stored));
      return past.length;
    },
  };
  return { store, days: () => [...rows.keys()].sort() };
}

const hashOn = async (salts: ReturnType<typeof dailySalts>) => viewerHash((await salts.today()).salt, '203.0.113.7');

describe('daily viewer salts', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-23T09:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('hash a viewer alike all day, differently the next day, and delete the past day’s salt on rotation', async () => {
    const { store, days } = memoryStore();
    const salts = dailySalts(store);
    const monday = await salts.today();
    expect(monday.day).toBe('2026-11-23');
    expect(monday.salt).toHaveLength(SALT_BYTES);
    const mondayHash = await hashOn(salts);
    vi.setSystemTime(new Date('2026-11-23T23:59:59Z'));
    expect(await hashOn(salts)).toBe(mondayHash);

    vi.setSystemTime(new Date('2026-11-24T00:00:00Z'));
    const tuesday = await salts.today();
    expect(tuesday.day).toBe('2026-11-24');
    expect(tuesday.salt.equals(monday.salt)).toBe(false);
    expect(await hashOn(salts)).not.toBe(mondayHash);
    expect(days()).toEqual(['2026-11-24']);
  });

  it('give every instance the same salt of the day', async () => {
    const { store, days } = memoryStore();
    const [first, second] = [dailySalts(store), dailySalts(store)];
    const [a, b] = await Promise.all([first.today(), second.today()]);
    expect(a.salt.equals(b.salt)).toBe(true);
    expect(days()).toEqual(['2026-11-23']);
  });

  it('delete yesterday’s salt just after midnight, though no one viewed a page since', async () => {
    const { store, days } = memoryStore();
    const salts = dailySalts(store);
    vi.setSystemTime(new Date('2026-11-23T22:00:00Z'));
    await salts.today();
    const stop = sweepEveryMidnight(salts, (error) => expect.fail(String(error)));
    await vi.advanceTimersByTimeAsync(untilMidnight(new Date()) - 1);
    expect(days()).toEqual(['2026-11-23']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(days()).toEqual([]);
    // And again the next night.
    await salts.today();
    await vi.advanceTimersByTimeAsync(24 * 3_600_000);
    expect(days()).toEqual([]);
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ask the database again after a failed read instead of keeping the failure', async () => {
    const { store } = memoryStore();
    const failing: SaltStore = { ...store, salt: vi.fn().mockRejectedValueOnce(new Error('down')) };
    const salts = dailySalts(failing);
    await expect(salts.today()).rejects.toThrow('down');
    failing.salt = store.salt;
    expect((await salts.today()).day).toBe('2026-11-23');
  });
});

describe('untilMidnight', () => {
  it('counts to the next UTC midnight', () => {
    expect(untilMidnight(new Date('2026-11-23T23:59:59Z'))).toBe(1000);
    expect(untilMidnight(new Date('2026-12-31T00:00:00Z'))).toBe(24 * 3_600_000);
  });
});
