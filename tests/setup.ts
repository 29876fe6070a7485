import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';

if (typeof document !== 'undefined') {
  // Lazy routes, lazily loaded libraries (sonner) and streamed results arrive asynchronously; on a
  // busy machine the first import of a file can take seconds (a lazily loaded menu's first open took
  // just over 4 s in CI with both cores busy), so findBy* and waitFor give up after 10 s rather than
  // their 1 s default. They still return as soon as what they wait for is there.
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}

afterEach(async () => {
  // A test that fails while on fake time must not leave the next one on it.
  vi.useRealTimers();
  // Testing Library only cleans up by itself when test globals are on; ours are off.
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  // Each test is a fresh tab: what a screen kept for a reload ("Your unsaved version") goes too.
  sessionStorage.clear();
});
