import { Link, useNavigate } from 'react-router';
import { DASHBOARD_PATH } from '@/core/tools/listings';
import { accountApi } from './account-api';
import { AccountForm } from './account-form';
import { SIGN_UP_PATH } from './account-paths';

const FIELDS = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
] as const;

/** Sign In (docs/product.md §16): the account's work opens in the dashboard. */
export default function SignInPage() {
  const navigate = useNavigate();
  return (
    <AccountForm
      title="Sign In"
      fields={FIELDS}
      submit="Sign In"
      busy="Signing in…"
      onSubmit={async ({ email = '', password = '' }) => {
        await accountApi.signIn({ email, password });
        await navigate(DASHBOARD_PATH);
      }}
      passkey={{
        label: 'Sign In with a Passkey',
        busy: 'Waiting for your passkey…',
        needs: [],
        run: async () => {
          await accountApi.signInWithPasskey();
          await navigate(DASHBOARD_PATH);
        },
      }}
      footer={
        <>
          New to Venturekit?{' '}
          <Link to={SIGN_UP_PATH} className="font-medium text-primary-700 underline">
            Sign Up
          </Link>
        </>
      }
    />
  );
}
