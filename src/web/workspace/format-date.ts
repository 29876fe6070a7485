const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "23 Nov 2026, 10:42": when a result was made, in the founder's time zone. */
export function formatDateTime(iso: string): string {
  return dateTime.format(new Date(iso));
}
