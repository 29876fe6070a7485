import { startTransition, Suspense, useEffect, useState } from 'react';
import type * as SonnerModule from 'sonner';
import { prefetchWhenIdle } from '@/web/lib/idle-prefetch';
import { preloadable } from '@/web/lib/preloadable';

/**
 * Toasts, with sonner (about 9 KiB gzipped) loaded when the page is idle or the founder first does
 * something, not with the page: a tool page shows no toast until a button is pressed (README,
 * Performance). A toast raised before sonner arrives is shown as soon as it does: sonner replays
 * toasts created before its Toaster subscribed.
 */
type Sonner = typeof SonnerModule;
interface ToastOptions {
  description?: string;
}

let sonner: Promise<Sonner> | undefined;
/** sonner once it arrived: from then on a toast is raised at once, as a direct call would. */
let loaded: Sonner | undefined;
/** The Toaster is mounted (or about to be): a toast was raised, a key or pointer pressed, or the page went idle. */
let wanted = false;
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner').then((module) => (loaded = module));
  return sonner;
}

/** Mounts the Toaster and fetches sonner; a toast raised meanwhile is replayed when it mounts. */
function showToaster() {
  void loadSonner();
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

const { Component: SonnerToaster, preload: loadSonnerToaster } = preloadable(() =>
  import('./sonner-toaster').then((module) => module.default),
);

/**
 * At an idle moment (idle-prefetch.ts): fetches sonner and the Toaster's module, then mounts it in
 * a transition, in slices a press can interrupt, so neither the first press nor the page's first
 * quiet moments pay for it in one long task.
 */
const prefetchToaster = () => Promise.all([loadSonner(), loadSonnerToaster()]).then(() => startTransition(showToaster));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

function withSonner(call: (module: Sonner) => void) {
  if (loaded) call(loaded);
  else {
    showToaster();
    void loadSonner().then(call);
  }
}

/** The app's toasts: sonner's `toast.success` and `toast.error`, typed to what the screens use. */
export const toast = {
  success: (title: string, options?: ToastOptions) => withSonner((s) => s.toast.success(title, options)),
  error: (title: string, options?: ToastOptions) => withSonner((s) => s.toast.error(title, options)),
  /** Closes every toast (tests start clean with it); nothing to close before sonner arrived. */
  dismiss: () => loaded?.toast.dismiss(),
};

/**
 * Where every toast appears. Mounts sonner's Toaster once a toast is raised, the founder first
 * presses a key or pointer, or the page is idle (idle-prefetch.ts), whichever comes first: a first
 * press then does not also fetch and mount sonner.
 */
export function Toaster() {
  // State rather than useSyncExternalStore: the idle mount is a transition, which an external
  // store's update never is.
  const [shown, setShown] = useState(wanted);
  useEffect(() => {
    const show = () => setShown(true);
    if (wanted) show();
    return subscribe(show);
  }, []);
  useEffect(() => prefetchWhenIdle(prefetchToaster), []);
  useEffect(() => {
    if (shown) return;
    const events = ['pointerdown', 'keydown'] as const;
    for (const event of events) window.addEventListener(event, showToaster, { once: true, capture: true });
    return () => {
      for (const event of events) window.removeEventListener(event, showToaster, { capture: true });
    };
  }, [shown]);
  return shown ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null;
}
