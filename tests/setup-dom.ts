// The screen tests' setup (the jsdom project in vitest.config.ts), after tests/setup.ts.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Lazy routes, lazily loaded libraries (sonner) and streamed results arrive asynchronously; on a
// busy machine the first import of a file can take seconds (a lazily loaded menu's first open took
// just over 4 s in CI with both cores busy), so findBy* and waitFor give up after 10 s rather than
// their 1 s default. They still return as soon as what they wait for is there.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  // Real time first, as tests/setup.ts's hook would (after hooks run last registered first): unmounting runs on it.
  vi.useRealTimers();
  // Testing Library only cleans up by itself when test globals are on; ours are off.
  cleanup();
  // Each test is a fresh tab: what a screen kept for a reload ("Your unsaved version") goes too.
  sessionStorage.clear();
});
