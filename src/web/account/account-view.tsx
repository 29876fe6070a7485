import { useEffect, useState } from 'react';
import { useNavigate, useRouteLoaderData } from 'react-router';
import type { AccountView as Account, SessionView } from '@/core/account/schema';
import { PageTitle } from '@/web/components/page-title';
import { Button } from '@/web/components/ui/button';
import type { DashboardData } from '@/web/dashboard/dashboard-loader';
import { DASHBOARD_ROUTE_ID } from '@/web/dashboard/route-id';
import { formatDateTime } from '@/web/workspace/format-date';
import { accountApi } from './account-api';
import { ListStatus, messageOf, useAccountList } from './account-list';
import { SignUpPrompt } from './sign-up-prompt';
import { DeleteAccountSection } from './delete-account-section';
import { PasskeysSection } from './passkeys-section';
import { EmailVerification } from './email-verification';
import { NotificationsSection } from './notifications-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';

/**
 * The account screen (docs/product.md §16): the member's name and email, their password, passkeys,
 * whether mentions and replies are mailed to them, the devices signed in to the account (each ended on its own or all at once), and Delete My
 * Account. A guest is told what an account adds.
 */
export default function AccountScreen() {
  const account = (useRouteLoaderData(DASHBOARD_ROUTE_ID) as DashboardData | undefined)?.account;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageTitle page="Account" />
      <h1 className="text-2xl font-bold tracking-tight text-base-900 sm:text-3xl">Account</h1>
      {account ? (
        <MemberAccount account={account} />
      ) : (
        <SignUpPrompt why="You are working as a guest: your work is kept in this browser only. Sign up to keep it, whole, and open it on any device." />
      )}
    </div>
  );
}

/**
 * Whether the account has a password (the profile and password sections ask differently), undefined
 * until read; and whether this session, opened by a link an owner handed over, sets one without it.
 */
function usePasswordStatus() {
  const [hasPassword, setHasPassword] = useState<boolean | undefined>();
  const [resetting, setResetting] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    // Unread, the forms ask for the current password: an account without one is let through by the
    // server, which ignores it (account-changes.ts), so no section is stuck on a failed read.
    accountApi.passwordStatus(controller.signal).then(
      (status) => {
        setHasPassword(status.hasPassword);
        setResetting(status.resetting);
      },
      () => !controller.signal.aborted && setHasPassword(true),
    );
    return () => controller.abort();
  }, []);
  return { hasPassword, setHasPassword, resetting, setResetting };
}

function MemberAccount({ account }: { account: Account }) {
  const { hasPassword, setHasPassword, resetting, setResetting } = usePasswordStatus();
  // A changed password ends the other sessions: the list is read again.
  const [sessionsRead, setSessionsRead] = useState(0);
  return (
    <>
      <ProfileSection account={account} hasPassword={hasPassword} />
      <EmailVerification email={account.email} />
      <PasswordSection
        hasPassword={hasPassword}
        resetting={resetting}
        onChanged={() => {
          setHasPassword(true);
          setResetting(false);
          setSessionsRead((count) => count + 1);
        }}
      />
      <PasskeysSection />
      <NotificationsSection />
      <Sessions key={sessionsRead} />
      <DeleteAccountSection />
    </>
  );
}

/** The account's sessions, as the list reads them. */
const readSessions = (signal: AbortSignal) => accountApi.sessions(signal).then((answer) => answer.sessions);

function Sessions() {
  const navigate = useNavigate();
  const { load, change } = useAccountList(readSessions);
  const [problem, setProblem] = useState('');

  async function end(session: SessionView) {
    setProblem('');
    try {
      await accountApi.endSession(session.id);
      if (session.current) return void (await navigate('/'));
      change((sessions) => sessions.filter((each) => each.id !== session.id));
    } catch (failure) {
      setProblem(messageOf(failure));
    }
  }

  async function endAll() {
    setProblem('');
    try {
      await accountApi.signOutEverywhere();
      await navigate('/');
    } catch (failure) {
      setProblem(messageOf(failure));
    }
  }

  return (
    <section aria-labelledby="account-sessions" className="rounded-xl border border-base-200 bg-white p-6 shadow-sm">
      <h2 id="account-sessions" className="text-lg font-semibold text-base-900">
        Sessions
      </h2>
      <p className="mt-1 text-sm text-base-600">The devices signed in to your account. End any you do not recognise.</p>
      <ListStatus load={load} loading="Loading sessions…" />
      {load.status === 'ready' && <SessionList sessions={load.items} onEnd={(session) => void end(session)} />}
      <p role="alert" className="mt-2 text-sm text-red-700 empty:hidden">
        {problem}
      </p>
      <Button variant="outline" className="mt-4" onClick={() => void endAll()}>
        Sign Out Everywhere
      </Button>
    </section>
  );
}

function SessionList({ sessions, onEnd }: { sessions: SessionView[]; onEnd: (session: SessionView) => void }) {
  return (
    <ul className="mt-4 divide-y divide-base-200" aria-label="Sessions">
      {sessions.map((session) => (
        <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="text-sm">
            <p className="font-medium text-base-900">
              {session.device}
              {session.current && (
                <span className="ml-2 rounded bg-primary-100 px-1.5 py-0.5 text-xs text-primary-800">This device</span>
              )}
            </p>
            <p className="text-base-600">
              Signed in {formatDateTime(session.createdAt)} · Last used {formatDateTime(session.lastUsedAt)}
            </p>
          </div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onEnd(session)}
            aria-label={`End session: ${session.device}${session.current ? ' (this device)' : ''}`}
          >
            End Session
          </Button>
        </li>
      ))}
    </ul>
  );
}
