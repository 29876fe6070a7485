/** Where the account's pages live (docs/product.md §16). */
export const SIGN_IN_PATH = '/sign-in';
export const SIGN_UP_PATH = '/sign-up';
/** The account screen, inside the dashboard. */
export const ACCOUNT_SEGMENT = 'account';
export const ACCOUNT_PATH = `/dashboard/${ACCOUNT_SEGMENT}`;
