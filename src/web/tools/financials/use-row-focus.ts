import { useEffect, useRef } from 'react';

/**
 * Where focus goes in an editable list once a row is added or removed, so it never falls to the
 * page: to the first field of the row now at `index` (the added row, or the one after the removed
 * row), else the last row's, else the list's Add button. Rows are the list's `[data-row]` elements.
 * Call `focusRow` with the change: the list renders again with it, and focus moves then.
 */
export function useRowFocus() {
  const listRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const target = useRef<number | null>(null);
  useEffect(() => {
    if (target.current === null) return;
    const rows = listRef.current?.querySelectorAll<HTMLElement>('[data-row]') ?? [];
    const row = rows[Math.min(target.current, rows.length - 1)];
    target.current = null;
    (row?.querySelector<HTMLElement>('input, select') ?? addRef.current)?.focus();
  });
  const focusRow = (index: number) => {
    target.current = index;
  };
  return { listRef, addRef, focusRow };
}
