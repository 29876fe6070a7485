/**
 * An ISO date and time as an API takes it ("2026-12-31T23:59:59.999Z", or with an offset): each
 * part in its range, the day one its month has (no 30 February, which `Date.parse` rolls into
 * March and PostgreSQL refuses), a year from 1 to 9999. Without an offset it is the server's time.
 */
const DATE_TIME = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)(?::(\d\d)(?:\.\d{1,9})?)?(?:Z|[+-](\d\d):?(\d\d))?$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function isDateTime(text: string): boolean {
  const parts = DATE_TIME.exec(text);
  if (!parts) return false;
  const [year, month, day, hour, minute, second = 0, offsetHours = 0, offsetMinutes = 0] = parts
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part))) as number[];
  const daysInMonth = month === 2 && isLeap(year!) ? 29 : (DAYS_IN_MONTH[month! - 1] ?? 0);
  return (
    year! >= 1 &&
    month! >= 1 &&
    month! <= 12 &&
    day! >= 1 &&
    day! <= daysInMonth &&
    hour! <= 23 &&
    minute! <= 59 &&
    second <= 59 &&
    offsetHours <= 14 &&
    offsetMinutes <= 59
  );
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
