import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';

/**
 * Toasts, with sonner (about 9 KiB gzipped) loaded when the founder first does something, not with
 * the page: a tool page shows no toast until a button is pressed (README, Performance). A toast
 * raised before sonner arrives is shown as soon as it does: sonner replays toasts created before
 * its Toaster subscribed.
 */
type Sonner = typeof SonnerModule;
interface ToastOptions {
  description?: string;
}

let sonner: Promise<Sonner> | undefined;
/** sonner once it arrived: from then on a toast is raised at once, as a direct call would. */
let loaded: Sonner | undefined;
let wanted = false;
const listeners = new Set<() => void>();

function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner').then((module) => (loaded = module));
    wanted = true;
    for (const listener of listeners) listener();
  }
  return sonner;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function withSonner(call: (module: Sonner) => void) {
  if (loaded) call(loaded);
  else void loadSonner().then(call);
}

/** The app's toasts: sonner's `toast.success` and `toast.error`, typed to what the screens use. */
export const toast = {
  success: (title: string, options?: ToastOptions) => withSonner((s) => s.toast.success(title, options)),
  error: (title: string, options?: ToastOptions) => withSonner((s) => s.toast.error(title, options)),
  /** Closes every toast (tests start clean with it); nothing to close before sonner arrived. */
  dismiss: () => loaded?.toast.dismiss(),
};

const SonnerToaster = lazy(() => import('./sonner-toaster'));

/** Where every toast appears. Mounts sonner's Toaster once a toast is raised or the founder first presses a key or pointer. */
export function Toaster() {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  useEffect(() => {
    if (shown) return;
    const load = () => void loadSonner();
    const events = ['pointerdown', 'keydown'] as const;
    for (const event of events) window.addEventListener(event, load, { once: true, capture: true });
    return () => {
      for (const event of events) window.removeEventListener(event, load, { capture: true });
    };
  }, [shown]);
  return shown ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null;
}
