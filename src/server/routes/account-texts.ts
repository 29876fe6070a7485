/** What a sign-up with an email that has an account reads. Without email, sign-up cannot hide it (docs/decisions.md). */
export const EMAIL_TAKEN = 'An account with that email exists. Sign in instead.';
export const SIGNED_IN_ALREADY = 'You are signed in. Log out first to make another account.';
export { SIGN_IN_NEEDED } from '../accounts/authorise';
/** A new email another account has (whatever its case): changing to it is refused. */
export const EMAIL_IN_USE = 'Another account uses that email.';
/** A change that needs the account's password (the email, the password, Delete My Account) without it. */
export const CURRENT_PASSWORD_NEEDED = 'Enter your current password.';
/** A wrong current password: counted as a wrong sign-in (accounts/password-tries.ts). */
export const CURRENT_PASSWORD_WRONG = 'That is not your current password.';
/** Delete My Account on an account without a password, not confirmed. */
export const DELETE_NOT_CONFIRMED = 'Type DELETE to confirm.';
