/** Rounds to two significant figures, so drafts show $1,200 rather than $1,187. */
export function niceNumber(value: number): number {
  if (value <= 0) return 0;
  const magnitude = 10 ** Math.max(Math.floor(Math.log10(value)) - 1, 0);
  return Math.round(value / magnitude) * magnitude;
}
