/** The id of the dashboard's main area, where the skip link leads. */
export const MAIN_ID = 'main';

/**
 * The first stop for the keyboard: jumps past the sidebar and top bar to the screen itself.
 * Hidden until focused, so only those who need it see it (WCAG 2.4.1).
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only z-50 rounded-md bg-white px-4 py-2 text-sm font-medium text-primary-700 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:outline-none focus:ring-2 focus:ring-primary-500"
    >
      Skip to main content
    </a>
  );
}
