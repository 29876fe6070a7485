import { afterEach, vi } from 'vitest';

afterEach(() => {
  // A test that fails while on fake time must not leave the next one on it.
  vi.useRealTimers();
});
