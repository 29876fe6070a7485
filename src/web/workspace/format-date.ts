const parts = { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' } as const;
const thisYear = new Intl.DateTimeFormat('en-GB', parts);
const withYear = new Intl.DateTimeFormat('en-GB', { ...parts, year: 'numeric' });

/**
 * "24 Nov, 14:02": when a result was made, in the founder's time zone; the year only when it is not
 * this one ("23 Nov 2025, 10:42"), so a date from last year is not read as this year's.
 */
export function formatDateTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  return (date.getFullYear() === now.getFullYear() ? thisYear : withYear).format(date);
}
