import { useCallback, useEffect, useRef, useState } from 'react';

/** How long the pointer may rest before the cursor (and the controls) hide in Present mode. */
export const CURSOR_IDLE_MS = 2000;

/** True once the pointer has not moved for CURSOR_IDLE_MS; `wake` (on pointer movement) shows it again. */
export function useIdleCursor() {
  const [idle, setIdle] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const rest = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setIdle(true), CURSOR_IDLE_MS);
  }, []);
  const wake = useCallback(() => {
    setIdle(false);
    rest();
  }, [rest]);
  useEffect(() => {
    rest();
    return () => clearTimeout(timer.current);
  }, [rest]);
  return { idle, wake };
}
