import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { DASHBOARD_PATH } from '@/core/tools/listings';
import { Button } from '@/web/components/ui/button';
import { buttonVariants } from '@/web/components/ui/button-variants';
import { accountApi } from './account-api';
import { AccountCard } from './account-form';
import { messageOf } from './account-list';
import { ACCOUNT_PATH, SIGN_IN_PATH } from './account-paths';

/** What a link without its token reads (cut short by the mail program, or typed by hand). */
export const LINK_NOT_WHOLE = 'This link is not whole. Open it again from the email, or ask for a new one.';

/**
 * The link's token, read once from the fragment (which no request carries), then taken out of the
 * address bar and the history, so it is not left behind on this device.
 */
function useLinkToken(): string {
  const { hash, pathname } = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => hash.slice(1));
  useEffect(() => {
    if (hash) void navigate(pathname, { replace: true });
  }, [hash, pathname, navigate]);
  return token;
}

/** What a sign-in link's page says and does: the email's, or the one an owner handed over. */
interface SignInLinkProps {
  title: string;
  intro: string;
  /** Posts the token: signs in, or refuses with the sentence shown. */
  send: (token: string) => Promise<unknown>;
  /** Where the browser goes once signed in. */
  then: string;
  other: { question: string; label: string; to: string };
}

/**
 * A sign-in link's page (docs/product.md §16): Sign In posts the token, so a mail scanner or a chat
 * preview that only opens (or even renders) the link does not use it up.
 */
function SignInLinkPage({ title, intro, send, then, other }: SignInLinkProps) {
  const token = useLinkToken();
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState(token ? '' : LINK_NOT_WHOLE);

  async function signIn() {
    setSending(true);
    setError('');
    try {
      await send(token);
      await navigate(then);
    } catch (failure) {
      setError(messageOf(failure));
      setSending(false);
    }
  }

  return (
    <AccountCard title={title} intro={intro} other={other}>
      <div className="mt-6 flex flex-col gap-4">
        <p role="alert" className="text-sm text-red-700 empty:hidden">
          {error}
        </p>
        <Button type="button" disabled={sending || !token} onClick={() => void signIn()}>
          {sending ? 'Signing in…' : 'Sign In'}
        </Button>
      </div>
    </AccountCard>
  );
}

/** The sign-in link by email's page: the dashboard opens signed in. */
export function EmailSignInPage() {
  return (
    <SignInLinkPage
      title="Sign In by Email"
      intro="Press Sign In to finish signing in on this device."
      send={accountApi.emailSignIn}
      then={DASHBOARD_PATH}
      other={{ question: 'Link not working?', label: 'Ask for a new one', to: SIGN_IN_PATH }}
    />
  );
}

/** A one-time sign-in link an owner handed over: the account screen opens, to set a new password. */
export function HandoverSignInPage() {
  return (
    <SignInLinkPage
      title="Sign In with a Link"
      intro="An owner of your workspace made this link for you. Press Sign In to sign in on this device, then set a new password."
      send={accountApi.handoverSignIn}
      then={ACCOUNT_PATH}
      other={{ question: 'Link not working?', label: 'Sign in another way', to: SIGN_IN_PATH }}
    />
  );
}

type Verifying = { state: 'verifying' | 'verified' } | { state: 'failed'; message: string };

/** An email's verification link: verified as the page opens (only who receives the email has the link). */
export function VerifyEmailPage() {
  const token = useLinkToken();
  const [verifying, setVerifying] = useState<Verifying>(
    token ? { state: 'verifying' } : { state: 'failed', message: LINK_NOT_WHOLE },
  );
  // Once per page, however often React runs the effect (StrictMode runs it twice): a token works once.
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    accountApi.verifyEmail(token).then(
      () => setVerifying({ state: 'verified' }),
      (failure: unknown) => setVerifying({ state: 'failed', message: messageOf(failure) }),
    );
  }, [token]);

  return (
    <AccountCard
      title="Verify Your Email"
      other={{ question: 'Need a new link?', label: 'Open your account', to: ACCOUNT_PATH }}
    >
      <div className="mt-6 flex flex-col gap-4">
        <p role="status" className="text-sm text-base-700">
          {verifying.state === 'verifying'
            ? 'Verifying your email…'
            : verifying.state === 'verified'
              ? 'Your email is verified.'
              : ''}
        </p>
        {verifying.state === 'failed' && (
          <p role="alert" className="text-sm text-red-700">
            {verifying.message}
          </p>
        )}
        {verifying.state === 'verified' && (
          <Link to={DASHBOARD_PATH} className={buttonVariants({ variant: 'primary' })}>
            Open the Dashboard
          </Link>
        )}
      </div>
    </AccountCard>
  );
}
