import { accountApi } from './account-api';
import { AccountForm } from './account-form';
import { SIGN_UP_PATH } from './account-paths';
import { EmailLinkRequest } from './email-link-request';

const FIELDS = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
] as const;

/** Sign In (docs/product.md §16): the account's work opens in the dashboard. */
export default function SignInPage() {
  return (
    <AccountForm
      title="Sign In"
      fields={FIELDS}
      submit="Sign In"
      busy="Signing in…"
      onSubmit={({ email = '', password = '' }) => accountApi.signIn({ email, password })}
      passkey={{
        label: 'Sign In with a Passkey',
        busy: 'Waiting for your passkey…',
        needs: [],
        run: () => accountApi.signInWithPasskey(),
      }}
      more={({ email = '' }) => <EmailLinkRequest email={email} />}
      other={{ question: 'New to Venturekit?', label: 'Sign Up', to: SIGN_UP_PATH }}
    />
  );
}
