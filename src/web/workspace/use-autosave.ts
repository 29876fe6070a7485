import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLeaveGuard } from '@/web/lib/leave-guard';

type SaveOutcome = 'saved' | 'conflict' | 'failed' | 'local';
export type AutosaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

/** Quiet time after the last change before it is saved: typing "150" is one save, not three. */
const AUTOSAVE_DELAY_MS = 700;

/**
 * Saves the latest value a while after the last change, one save at a time (a change made during
 * a save is saved after it). Leaving the screen saves what is pending at once; closing the tab
 * while a change is unsaved asks first. A conflict drops what was pending: the newer version
 * from elsewhere is now on screen.
 */
export function useAutosave<T>(save: (value: T) => Promise<SaveOutcome>, delayMs = AUTOSAVE_DELAY_MS) {
  const saveRef = useRef(save);
  useLayoutEffect(() => {
    saveRef.current = save;
  });
  const pending = useRef<{ value: T } | null>(null);
  const running = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [status, setStatus] = useState<AutosaveStatus>('idle');

  const flush = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    if (running.current) return;
    running.current = true;
    let outcome: SaveOutcome | undefined;
    try {
      while (pending.current) {
        const { value } = pending.current;
        pending.current = null;
        setStatus('saving');
        outcome = await saveRef.current(value);
        if (outcome === 'conflict') pending.current = null;
      }
    } finally {
      running.current = false;
    }
    if (outcome) setStatus(outcome === 'saved' ? 'saved' : outcome === 'failed' ? 'failed' : 'idle');
  }, []);

  const schedule = useCallback(
    (value: T) => {
      pending.current = { value };
      setStatus('pending');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), delayMs);
    },
    [flush, delayMs],
  );

  useEffect(() => () => void flush(), [flush]);

  useLeaveGuard(status === 'pending' || status === 'saving');

  return { status, schedule, flush };
}
