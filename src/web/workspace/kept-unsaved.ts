import type { RefusedEdit } from './use-save-edit';

/**
 * "Your unsaved version" kept in the tab's session storage, by document, so a reload of the tab
 * brings the panel back (docs/product.md §13); it goes with Apply or Discard. Session storage, not
 * local: the text belongs to this tab, and another tab must not show it as its own.
 */
const KEY = 'venturekit:unsaved-version:';

const isParts = (value: unknown) =>
  Array.isArray(value) &&
  value.every((part) => part && typeof part === 'object' && Array.isArray(part.path) && typeof part.name === 'string');

/** The refused edit kept for `documentId`, or null (none, unreadable, or storage blocked). */
export function keptUnsaved(documentId: string | undefined): RefusedEdit | null {
  if (!documentId) return null;
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY + documentId) ?? 'null') as Partial<RefusedEdit> | null;
    if (!kept || kept.documentId !== documentId || !isParts(kept.conflicts) || !isParts(kept.yours)) return null;
    return kept as RefusedEdit;
  } catch {
    return null;
  }
}

/** Keeps a refused edit; storage blocked or full, it stays in the page only, as before. */
export function keepUnsaved(refused: RefusedEdit): void {
  try {
    sessionStorage.setItem(KEY + refused.documentId, JSON.stringify(refused));
  } catch {
    // Nothing more to do: the panel still shows it until the page goes.
  }
}

export function forgetUnsaved(documentId: string): void {
  try {
    sessionStorage.removeItem(KEY + documentId);
  } catch {
    // Storage blocked: nothing was kept.
  }
}
