/** Toast titles docs/product.md fixes for every tool (docs/product.md §5 and §8). */
export const MISSING_INFORMATION = 'Missing Information';
export const ERROR_TITLE = 'Error';

/** "45 seconds", "4 minutes": how long to wait, rounded up to what a person would say. */
export function waitText(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${Math.ceil(seconds)} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** The error toast's text when the server asks us to come back later (not in docs/product.md, which had no limits). */
export function tryAgainLater(status: number | undefined, seconds: number): string {
  const reason =
    status === 429 ? 'You have reached the limit of generations for now.' : 'Venturekit is busy right now.';
  return `${reason} Please try again in ${waitText(seconds)}.`;
}
