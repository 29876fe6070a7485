/**
 * Pages the build renders to HTML ahead of time (scripts/prerender.tsx), so their content is in
 * the first response and paints before any script runs; the server sends each for its path, and
 * the browser hydrates it. Every other page starts from the plain index.html.
 */
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = { '/': 'landing.html' };
