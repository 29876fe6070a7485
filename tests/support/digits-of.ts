/** What the original app's chart did with a revenue string: drop every non-digit, read the rest as an integer. Tests use it to check a display string against its figure. */
export function digitsOf(text: string): number {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? Number.NaN : Number.parseInt(digits, 10);
}
