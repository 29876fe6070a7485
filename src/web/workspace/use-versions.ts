import { useCallback, useMemo, useState } from 'react';
import type { SavedDocument } from '@/core/workspace/schema';
import { forgetUnsaved, keepUnsaved, keptUnsaved } from './kept-unsaved';
import type { SavedWork } from './saved-state';
import type { RefusedEdit } from './use-save-edit';

/** A version a saved edit of this page made: what Undo takes back. */
export interface PageEdit {
  id: string;
  version: number;
}

/**
 * A screen's versions (docs/product.md §13): the edits saved in this page, newest last, which Undo
 * takes back one by one (undo-button.tsx, loaded once there is one), and the edit another tab's
 * newer one refused, kept for "Your unsaved version" until it is applied or discarded. Restoring
 * (version-actions.ts) is loaded with History's versions and with Undo.
 */
export function useVersions({ saved, setSaved, show }: SavedWork) {
  const { unsaved, onRefused, dismissUnsaved } = useUnsaved(saved.shown?.id);
  const [edits, setEdits] = useState<PageEdit[]>([]);
  const [edited, setEdited] = useState(false);
  const onSaved = useCallback((updated: SavedDocument) => {
    setEdited(true);
    setEdits((old) => [...old, { id: updated.id, version: updated.version }]);
  }, []);
  const listeners = useMemo(() => ({ onSaved, onRefused }), [onSaved, onRefused]);
  const last = edits.at(-1);
  return {
    unsaved,
    /** Apply or Discard closed "Your unsaved version": it is no longer kept. */
    dismissUnsaved,
    /** What a restore needs to show the version it brings back. */
    work: { setSaved, show },
    /** The last edit saved in this page, when it is of the result on screen: what Undo takes back. */
    lastEdit: last && last.id === saved.shown?.id ? last : undefined,
    /** Undo took the last edit back. */
    undone: useCallback(() => setEdits((old) => old.slice(0, -1)), []),
    /** The page saved an edit: Undo is shown from then on. */
    edited,
    listeners,
  };
}

/**
 * The edit a newer version refused, kept in the tab's session storage by document (kept-unsaved.ts)
 * so that a reload, or opening the result again, brings it back until Apply or Discard.
 */
function useUnsaved(shownId: string | undefined) {
  const [unsaved, setUnsaved] = useState<RefusedEdit | null>(() => keptUnsaved(shownId));
  // Another result shown (History, a route load): its kept edit, if any. Followed while rendering, as
  // use-tool-session.ts follows the route, so no frame misses the panel.
  const [seenId, setSeenId] = useState(shownId);
  if (seenId !== shownId) {
    setSeenId(shownId);
    const kept = unsaved?.documentId === shownId ? null : keptUnsaved(shownId);
    if (kept) setUnsaved(kept);
  }
  const onRefused = useCallback((refused: RefusedEdit) => {
    keepUnsaved(refused);
    setUnsaved(refused);
  }, []);
  const dismissUnsaved = useCallback(() => {
    if (unsaved) forgetUnsaved(unsaved.documentId);
    setUnsaved(null);
  }, [unsaved]);
  return { unsaved, onRefused, dismissUnsaved };
}
