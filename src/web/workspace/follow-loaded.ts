import { useState } from 'react';
import type { SavedDocument } from '@/core/workspace/schema';
import { hasUnsavedWork } from '@/web/lib/leave-guard';
import type { SavedWork } from './saved-loader';
import type { SavedState } from './saved-state';

/** Whether the route's new saved work leaves the shown result where it is (same venture, still saved). */
const stillShown = (state: SavedState, saved: SavedWork) =>
  saved.status === 'ready' &&
  state.shown !== null &&
  state.shown.ventureId === saved.ventureId &&
  saved.documents.some((document) => document.id === state.shown?.id);

/**
 * Follows the route when it loads the saved work again (the venture changed, an import, a
 * deletion, a change another member saved): the History list is the new one, and the shown result
 * moves to the current one unless the one on screen is still saved in the same venture (an older
 * one History opened, or one just made). What another member (or another tab) saved takes the
 * place of the current result on screen, the form left as it is: a newer version of it (an edit,
 * restore or rewrite), or a new current result (generated, or restored from History); an older
 * result History opened stays. Not while something on the page is unsaved or a generation runs: the
 * next save merges an edit then, and the new result waits in History.
 */
export function useFollowLoaded(
  loaded: SavedWork,
  saved: SavedState,
  setSaved: (state: SavedState | ((old: SavedState) => SavedState)) => void,
  show: (document: SavedDocument | null, keepForm?: boolean) => void,
  generating: boolean,
) {
  // Followed while rendering, not in an effect, so no frame shows the old venture's work.
  const [seen, setSeen] = useState(loaded);
  if (loaded === seen) return;
  setSeen(loaded);
  if (loaded.status === 'unavailable') {
    setSaved((old) => ({ ...old, status: 'unavailable', message: loaded.message }));
    return;
  }
  const keep = stillShown(saved, loaded);
  setSaved((old) => ({ status: 'ready', documents: loaded.documents, shown: old.shown }));
  const { latest } = loaded;
  const shown = saved.shown;
  // `keep` holds only with a result on screen; the check says so to the type checker too.
  if (!keep || !shown) return show(latest);
  if (!latest || generating || hasUnsavedWork()) return;
  // A newer version of the shown result, or a new current result in place of the one shown.
  const moved =
    latest.id === shown.id ? latest.version > shown.version : seen.status === 'ready' && seen.latest?.id === shown.id;
  if (moved) show(latest, true);
}
