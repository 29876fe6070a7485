// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutosave } from './use-autosave';

/**
 * The model's autosave on the clock it runs by, faked: the screen tests change a field at once (one
 * paste), so what joins changes made in quick succession (typing "150" key by key) is checked here.
 */
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function autosave(outcome: () => Promise<'saved' | 'failed'> = async () => 'saved') {
  const saved: string[] = [];
  const hook = renderHook(() =>
    useAutosave(async (value: string) => {
      saved.push(value);
      return outcome();
    }, 700),
  );
  const schedule = (value: string) => act(() => hook.result.current.schedule(value));
  const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  return { hook, saved, schedule, pass };
}

describe('useAutosave', () => {
  it('saves changes made within its delay of each other once, with the last value', async () => {
    const { hook, saved, schedule, pass } = autosave();
    await schedule('1');
    await pass(300);
    await schedule('15');
    await pass(300);
    await schedule('150');
    expect(hook.result.current.status).toBe('pending');
    await pass(699);
    expect(saved).toEqual([]);
    await pass(1);
    expect(saved).toEqual(['150']);
    expect(hook.result.current.status).toBe('saved');
  });

  it('saves a change made during a save after it, one save at a time', async () => {
    let finish: (outcome: 'saved') => void = () => undefined;
    const { saved, schedule, pass } = autosave(() => new Promise((resolve) => (finish = resolve)));
    await schedule('1');
    await pass(700);
    await schedule('2');
    await pass(700);
    // The first save is still out: the second waits for it.
    expect(saved).toEqual(['1']);
    await act(async () => finish('saved'));
    expect(saved).toEqual(['1', '2']);
  });

  it('says so when a save fails', async () => {
    const { hook, schedule, pass } = autosave(async () => 'failed');
    await schedule('150');
    await pass(700);
    expect(hook.result.current.status).toBe('failed');
  });
});
