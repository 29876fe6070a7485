import { accountApi } from './account-api';
import { AccountForm } from './account-form';
import { SIGN_IN_PATH } from './account-paths';
import { ACCOUNT_TEXTS } from './account-texts';

const FIELDS = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'username' },
  {
    name: 'password',
    label: 'Password',
    type: 'password',
    autoComplete: 'new-password',
    hint: `${ACCOUNT_TEXTS.passwordHint} Or skip it, and sign up with a passkey below.`,
  },
] as const;

/** Sign Up (docs/product.md §16): the account keeps what this browser made as a guest. */
export default function SignUpPage() {
  return (
    <AccountForm
      title="Sign Up"
      intro="What you made as a guest in this browser is kept with your account, and opens on any device you sign in on."
      fields={FIELDS}
      submit="Sign Up"
      busy="Signing up…"
      onSubmit={({ name = '', email = '', password = '' }) => accountApi.signUp({ name, email, password })}
      passkey={{
        label: 'Sign Up with a Passkey',
        busy: 'Waiting for your passkey…',
        needs: ['name', 'email'],
        run: ({ name = '', email = '' }) => accountApi.signUpWithPasskey({ name, email }),
      }}
      other={{ question: 'Have an account?', label: 'Sign In', to: SIGN_IN_PATH }}
    />
  );
}
