/**
 * Browser APIs jsdom lacks but Radix primitives use (the tooltip measures its trigger with
 * ResizeObserver). Import this module for its effect in component tests that open tooltips.
 * Nothing is ever resized in jsdom, so an observer that never reports is faithful enough.
 */
class NoopResizeObserver implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = NoopResizeObserver;
}

export {};
