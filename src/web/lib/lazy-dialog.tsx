import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { prefetchWhenIdle } from './idle-prefetch';
import { preloadable } from './preloadable';

/**
 * A dialog whose code the page's first load does not carry (Delete Venture, Delete All My Data):
 * fetched when the browser is idle (idle-prefetch.ts), or by the first open if that comes sooner;
 * once opened it stays mounted, so it closes as the shared dialog closes, focus included.
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const { Component, preload } = preloadable(load);
  return function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    useEffect(() => prefetchWhenIdle(preload), []);
    return opened ? (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    ) : null;
  };
}
