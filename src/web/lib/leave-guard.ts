import { useEffect } from 'react';

/**
 * While `unsaved` (an edit open or not yet stored), leaving or reloading the page makes the browser
 * ask first: nothing typed is lost to a slip of the hand.
 */
export function useLeaveGuard(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
}
