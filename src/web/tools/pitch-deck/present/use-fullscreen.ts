import { useEffect, useRef, type RefObject } from 'react';

/**
 * Puts `element` in full screen while it is mounted. Where the browser refuses or lacks the
 * Fullscreen API (an iframe, a test), nothing happens: the element is already a fixed overlay over
 * the whole viewport. Leaving full screen by the browser's own means (Escape, its button) calls
 * `onLeft`, except when this window lost focus at that moment (a popup, such as the Presenter
 * View, can end full screen): then the overlay stays.
 */
export function useFullscreen(element: RefObject<HTMLElement | null>, onLeft: () => void) {
  const latest = useRef(onLeft);
  useEffect(() => {
    latest.current = onLeft;
  });
  useEffect(() => {
    const target = element.current;
    if (!target) return;
    let entered = false;
    const onChange = () => {
      if (document.fullscreenElement === target) entered = true;
      else if (entered && !document.fullscreenElement) {
        entered = false;
        if (document.hasFocus()) latest.current();
      }
    };
    document.addEventListener('fullscreenchange', onChange);
    if (typeof target.requestFullscreen === 'function')
      target.requestFullscreen({ navigationUI: 'hide' }).catch(() => {
        // Refused (no user gesture left, a frame without permission): the overlay is the presentation.
      });
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      if (document.fullscreenElement === target) void document.exitFullscreen().catch(() => undefined);
    };
  }, [element]);
}
