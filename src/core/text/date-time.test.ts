import { describe, expect, it } from 'vitest';
import { isDateTime } from './date-time';

describe('isDateTime', () => {
  it('takes the ISO dates and times a browser sends, with Z or an offset', () => {
    for (const text of [
      '2026-12-31T23:59:59.999Z',
      '2024-02-29T00:00:00Z',
      '2000-02-29T12:00:00+02:00',
      '2026-06-30T10:00',
      '9999-12-31T23:59:59Z',
      '0001-01-01T00:00:00Z',
    ])
      expect(isDateTime(text), text).toBe(true);
  });

  it('refuses the days a month does not have and parts out of range, which PostgreSQL would refuse', () => {
    for (const text of [
      '2024-02-30T00:00:00Z',
      '2023-02-29T00:00:00Z',
      '1900-02-29T00:00:00Z',
      '2026-04-31T10:00:00Z',
      '2026-13-01T10:00:00Z',
      '2026-00-10T10:00:00Z',
      '2026-01-00T10:00:00Z',
      '0000-01-01T00:00:00Z',
      '2026-01-01T24:00:00Z',
      '2026-01-01T10:60:00Z',
      '2026-01-01T10:00:60Z',
      '2026-01-01T10:00:00+15:00',
      '2026-01-01',
      '2026-01-01T10:00:00 GMT',
      '+275760-09-13T00:00:00Z',
    ])
      expect(isDateTime(text), text).toBe(false);
  });
});
