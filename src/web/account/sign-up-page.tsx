import { Link, useNavigate } from 'react-router';
import { PASSWORD_LENGTH } from '@/core/account/schema';
import { DASHBOARD_PATH } from '@/core/tools/listings';
import { accountApi } from './account-api';
import { AccountForm } from './account-form';
import { SIGN_IN_PATH } from './account-paths';

const FIELDS = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'username' },
  {
    name: 'password',
    label: 'Password',
    type: 'password',
    autoComplete: 'new-password',
    hint: `At least ${PASSWORD_LENGTH.min} characters. A few words you will remember work well. Or skip it, and sign up with a passkey below.`,
  },
] as const;

/** Sign Up (docs/product.md §16): the account keeps what this browser made as a guest. */
export default function SignUpPage() {
  const navigate = useNavigate();
  return (
    <AccountForm
      title="Sign Up"
      intro="What you made as a guest in this browser is kept with your account, and opens on any device you sign in on."
      fields={FIELDS}
      submit="Sign Up"
      busy="Signing up…"
      onSubmit={async ({ name = '', email = '', password = '' }) => {
        await accountApi.signUp({ name, email, password });
        await navigate(DASHBOARD_PATH);
      }}
      passkey={{
        label: 'Sign Up with a Passkey',
        busy: 'Waiting for your passkey…',
        needs: ['name', 'email'],
        run: async ({ name = '', email = '' }) => {
          await accountApi.signUpWithPasskey({ name, email });
          await navigate(DASHBOARD_PATH);
        },
      }}
      footer={
        <>
          Have an account?{' '}
          <Link to={SIGN_IN_PATH} className="font-medium text-primary-700 underline">
            Sign In
          </Link>
        </>
      }
    />
  );
}
