/**
 * Browser APIs jsdom lacks but the app uses: Radix's menus measure their trigger with
 * ResizeObserver, and the slide editor scrolls its first field into view. Import this module for
 * its effect in component tests. Nothing is ever laid out in jsdom, so doing nothing is faithful.
 */
class NoopResizeObserver implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = NoopResizeObserver;
}
if (typeof Element !== 'undefined' && typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => undefined;
}

export {};
