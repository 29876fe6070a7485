import { useEffect } from 'react';

/** How many parts of the page hold something unsaved right now. */
let unsavedParts = 0;

/** Whether anything on the page is unsaved (an edit open with changes, an autosave waiting): live changes wait for it. */
export const hasUnsavedWork = () => unsavedParts > 0;

/**
 * While `unsaved` (an edit open or not yet stored), leaving or reloading the page makes the browser
 * ask first: nothing typed is lost to a slip of the hand.
 */
export function useLeaveGuard(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    unsavedParts++;
    return () => {
      unsavedParts--;
      window.removeEventListener('beforeunload', ask);
    };
  }, [unsaved]);
}
