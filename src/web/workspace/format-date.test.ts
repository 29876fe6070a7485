import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date';

describe('formatDateTime', () => {
  // Noon, so the day and the year are the same in any time zone the test runs in.
  const now = new Date('2026-11-28T12:00:00');

  it('leaves out the year of a date in this year', () => {
    expect(formatDateTime(new Date('2026-11-24T14:02:00').toISOString(), now)).toBe('24 Nov, 14:02');
    expect(formatDateTime(new Date('2026-01-01T09:05:00').toISOString(), now)).toBe('1 Jan, 09:05');
  });

  it('gives the year of a date in another year', () => {
    expect(formatDateTime(new Date('2025-11-24T14:02:00').toISOString(), now)).toBe('24 Nov 2025, 14:02');
    expect(formatDateTime(new Date('2027-03-02T08:30:00').toISOString(), now)).toBe('2 Mar 2027, 08:30');
  });
});
