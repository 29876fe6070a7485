import { useCallback, useRef } from 'react';

/**
 * For screens where the result replaces the form: the button that had focus goes away with it,
 * and focus would fall to the page itself. `focusResult()` moves it to the result's heading once
 * it is on screen (a frame later, or when it mounts, if its code is still loading), so keyboard
 * and screen-reader users land on what they asked for.
 */
export function useFocusResult() {
  const heading = useRef<HTMLHeadingElement | null>(null);
  const wanted = useRef(false);
  const headingRef = useCallback((element: HTMLHeadingElement | null) => {
    heading.current = element;
    if (element && wanted.current) {
      wanted.current = false;
      element.focus();
    }
  }, []);
  const focusResult = useCallback(() => {
    wanted.current = true;
    requestAnimationFrame(() => {
      if (!heading.current || !wanted.current) return;
      wanted.current = false;
      heading.current.focus();
    });
  }, []);
  return { headingRef, focusResult };
}
