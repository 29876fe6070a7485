/** Where the account's pages live (docs/product.md §16). */
export const SIGN_IN_PATH = '/sign-in';
export const SIGN_UP_PATH = '/sign-up';
/** The account screen, inside the dashboard. */
export const ACCOUNT_SEGMENT = 'account';
export const ACCOUNT_PATH = `/dashboard/${ACCOUNT_SEGMENT}`;
/** A workspace's team, inside the dashboard. */
export const TEAM_SEGMENT = 'team';
export const TEAM_PATH = `/dashboard/${TEAM_SEGMENT}`;
/** An invitation link's page: `/invite/<token>`. */
export const INVITE_PATH = '/invite/:token';

/**
 * Where Sign In and Sign Up lead once signed in: the page that sent the founder there (`?next=`, an
 * invitation), when it is a path of this site, else the dashboard.
 */
export function nextPathOf(search: string, fallback: string): string {
  const next = new URLSearchParams(search).get('next');
  return next && /^\/(?![/\\])/.test(next) ? next : fallback;
}

/** A page's path that brings the founder back after signing in. */
export const withNext = (path: string, next: string | undefined) =>
  next ? `${path}?${new URLSearchParams({ next }).toString()}` : path;
