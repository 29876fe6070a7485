import { Suspense, useEffect, useState } from 'react';
import { prefetchWhenIdle } from '@/web/lib/idle-prefetch';
import { preloadable } from '@/web/lib/preloadable';
import type { DialogProps } from './radix-dialog';

const { Component: RadixDialog, preload: loadRadixDialog } = preloadable(() =>
  import('./radix-dialog').then((module) => module.default),
);

/**
 * A modal dialog (radix-dialog.tsx) whose code is not in the first load: a tool page shows none
 * when it loads, so Radix's dialog, focus trap and scroll lock are fetched once the page is idle
 * (idle-prefetch.ts), or on the first open if that comes sooner; fetched, it opens in the frame of
 * the press (README, Performance). Once opened it stays mounted, so it closes as Radix closes it,
 * with focus given back to what opened it (radix-dialog.tsx).
 */
export function Dialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  useEffect(() => prefetchWhenIdle(loadRadixDialog), []);
  return opened ? (
    <Suspense fallback={null}>
      <RadixDialog {...props} />
    </Suspense>
  ) : null;
}
