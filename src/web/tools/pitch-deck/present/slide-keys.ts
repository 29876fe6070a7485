import { useEffect, useRef } from 'react';

/** Where a key moves the presentation (docs/product.md §2), in both windows. */
export type SlideMove = 'next' | 'previous' | 'first' | 'last';

const MOVES: Record<string, SlideMove> = {
  ArrowRight: 'next',
  ArrowDown: 'next',
  ' ': 'next',
  PageDown: 'next',
  ArrowLeft: 'previous',
  ArrowUp: 'previous',
  PageUp: 'previous',
  Home: 'first',
  End: 'last',
};

/** The move a key press asks for, or undefined (a modifier held, or a key on a focused button or field). */
export function slideMove(event: KeyboardEvent): SlideMove | undefined {
  if (event.altKey || event.ctrlKey || event.metaKey) return undefined;
  const move = MOVES[event.key];
  if (!move) return undefined;
  // Space and Enter press a focused button; Space in a field types. Arrows still move from a button.
  const target = event.target;
  if (target instanceof HTMLElement && target.closest('input, textarea, select, [contenteditable="true"]'))
    return undefined;
  if (event.key === ' ' && target instanceof HTMLElement && target.closest('button, a')) return undefined;
  return move;
}

/** The slide a move leads to, within 0..count-1. */
export function moved(index: number, move: SlideMove, count: number): number {
  const last = Math.max(0, count - 1);
  if (move === 'first') return 0;
  if (move === 'last') return last;
  return Math.min(last, Math.max(0, index + (move === 'next' ? 1 : -1)));
}

/**
 * Calls `onKey` with every key pressed in this window, before anything else on the page sees it
 * (capture on the window); a key it handles (returns true) has its default prevented, so the deck
 * behind, whose arrows skip prevented keys, does not move too.
 */
export function useWindowKeys(onKey: (event: KeyboardEvent) => boolean) {
  const latest = useRef(onKey);
  useEffect(() => {
    latest.current = onKey;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.defaultPrevented && latest.current(event)) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, []);
}
