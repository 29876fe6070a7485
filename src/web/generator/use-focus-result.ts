import { useCallback, useRef } from 'react';

/**
 * For screens where the result replaces the form: the button that had focus goes away with it,
 * and focus would fall to the page itself. `focusResult()` moves it to the result's heading once
 * it is on screen, so keyboard and screen-reader users land on what they asked for.
 */
export function useFocusResult() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusResult = useCallback(() => {
    requestAnimationFrame(() => headingRef.current?.focus());
  }, []);
  return { headingRef, focusResult };
}
