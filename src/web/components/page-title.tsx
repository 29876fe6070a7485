/** The landing page's title; index.html carries the same words for the first paint. */
export const HOME_TITLE = 'Venturekit: AI business planning for founders';

/**
 * The document's title for the page on screen, so tabs, history and screen readers can tell
 * pages apart (WCAG 2.4.2). React 19 moves a rendered <title> into <head>.
 */
export function PageTitle({ page }: { page?: string }) {
  return <title>{page ? `${page} · Venturekit` : HOME_TITLE}</title>;
}
