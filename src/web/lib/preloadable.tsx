import { lazy, useState, type ComponentType } from 'react';

/** A component whose code loads on demand, and the function that fetches that code ahead of time. */
export interface Preloadable<P extends object> {
  Component: ComponentType<P>;
  /** Fetches the code (once; again after a failure). Resolves when it has arrived. */
  preload: () => Promise<unknown>;
}

/**
 * Like `React.lazy`, but once the code has arrived (fetched by `preload()` or by an earlier render)
 * the component renders at once. A lazy component suspends on its first render even when its module
 * is already in the browser, and the Suspense fallback then shows for a frame or more: long enough
 * to drop focus to the page or to make a first click late. Until the code is there, it suspends
 * like `React.lazy` (wrap it in Suspense).
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // Forget the failure, so the next render or preload asks again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));

  function PreloadedOrLazy(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the component would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return { Component: PreloadedOrLazy, preload };
}
