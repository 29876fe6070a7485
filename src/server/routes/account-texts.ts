/** What a sign-up with an email that has an account reads. Without email, sign-up cannot hide it (docs/decisions.md). */
export const EMAIL_TAKEN = 'An account with that email exists. Sign in instead.';
export const SIGNED_IN_ALREADY = 'You are signed in. Log out first to make another account.';
export { SIGN_IN_NEEDED } from '../accounts/authorise';
