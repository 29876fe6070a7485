import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ROLE_LABELS, ROLE_SUMMARIES } from '@/core/account/role-texts';
import type { InvitationView } from '@/core/account/team';
import type { AccountView } from '@/core/account/schema';
import { DASHBOARD_PATH } from '@/core/tools/listings';
import { accountApi } from '@/web/account/account-api';
import { AccountCard } from '@/web/account/account-form';
import { messageOf } from '@/web/account/account-list';
import { SIGN_IN_PATH, SIGN_UP_PATH, withNext } from '@/web/account/account-paths';
import { Button } from '@/web/components/ui/button';
import { buttonVariants } from '@/web/components/ui/button-variants';
import { teamApi } from './team-api';

type Arrival =
  | { status: 'loading' }
  | { status: 'ready'; invitation: InvitationView; account: AccountView | null }
  | { status: 'failed'; message: string };

/**
 * An invitation link's page (`/invite/<token>`): what it grants and who sent it; a member accepts it
 * and works in that workspace, a guest signs in or up first and comes back here.
 */
export default function InvitePage() {
  const token = useParams().token ?? '';
  const [arrival, setArrival] = useState<Arrival>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    Promise.all([teamApi.invitation(token, controller.signal), accountApi.whoAmI(controller.signal)]).then(
      ([invitation, who]) => setArrival({ status: 'ready', invitation, account: who.account }),
      (failure: unknown) => !controller.signal.aborted && setArrival({ status: 'failed', message: messageOf(failure) }),
    );
    return () => controller.abort();
  }, [token]);

  return (
    // The Sign In page's card: the brand, the title, and the way to the app.
    <AccountCard title="Invitation" other={{ question: 'Not for you?', label: 'Open Venturekit', to: '/' }}>
      {arrival.status === 'loading' && <p className="mt-2 text-sm text-base-600">Reading the invitation…</p>}
      {arrival.status === 'failed' && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {arrival.message}
        </p>
      )}
      {arrival.status === 'ready' && (
        <Invitation token={token} invitation={arrival.invitation} account={arrival.account} />
      )}
    </AccountCard>
  );
}

function Invitation({
  token,
  invitation,
  account,
}: {
  token: string;
  invitation: InvitationView;
  account: AccountView | null;
}) {
  const navigate = useNavigate();
  const [problem, setProblem] = useState('');
  const here = `/invite/${token}`;
  async function accept() {
    setProblem('');
    try {
      await teamApi.accept(token);
      await navigate(DASHBOARD_PATH);
    } catch (failure) {
      setProblem(messageOf(failure));
    }
  }
  return (
    <>
      <p className="mt-2 text-base-700">
        {invitation.invitedBy ?? 'A member'} invites you to <strong>{invitation.workspaceName}</strong> as{' '}
        {invitation.role === 'owner' || invitation.role === 'editor' ? 'an' : 'a'}{' '}
        {ROLE_LABELS[invitation.role].toLowerCase()}: {ROLE_SUMMARIES[invitation.role].toLowerCase()}
      </p>
      <p role="alert" className="mt-2 text-sm text-red-700 empty:hidden">
        {problem}
      </p>
      {account ? (
        <div className="mt-4 flex flex-col gap-2">
          <Button onClick={() => void accept()}>Join {invitation.workspaceName}</Button>
          <p className="text-sm text-base-600">Signed in as {account.email}.</p>
        </div>
      ) : (
        <div className="mt-4 flex gap-2">
          <Link to={withNext(SIGN_UP_PATH, here)} className={buttonVariants({ variant: 'primary' })}>
            Sign Up to Join
          </Link>
          <Link to={withNext(SIGN_IN_PATH, here)} className={buttonVariants({ variant: 'outline' })}>
            Sign In to Join
          </Link>
        </div>
      )}
    </>
  );
}
