import { useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { EMAIL_LINKS } from '@/core/account/email-links';
import { Button } from '@/web/components/ui/button';
import type { DashboardData } from '@/web/dashboard/dashboard-loader';
import { DASHBOARD_ROUTE_ID } from '@/web/dashboard/route-id';
import { accountApi } from './account-api';
import { messageOf } from './account-list';

type Status =
  { state: 'loading' | 'verified' | 'unverified' | 'sending' | 'sent' } | { state: 'failed'; message: string };

/** Whether the server sends email (SMTP_URL), as the dashboard's loader read its health: for the screens under the dashboard. */
export const useDashboardMailOn = (): boolean =>
  (useRouteLoaderData(DASHBOARD_ROUTE_ID) as DashboardData | undefined)?.health?.mail === true;

/**
 * The account screen's email verification (docs/product.md §16), when the server sends email:
 * "Verified", or "Not verified" with Send Again, which mails a new link.
 */
export function EmailVerification({ email }: { email: string }) {
  const mailOn = useDashboardMailOn();
  const [status, setStatus] = useState<Status>({ state: 'loading' });
  useEffect(() => {
    if (!mailOn) return;
    const controller = new AbortController();
    accountApi.emailVerification(controller.signal).then(
      ({ verified }) => setStatus({ state: verified ? 'verified' : 'unverified' }),
      (failure: unknown) => !controller.signal.aborted && setStatus({ state: 'failed', message: messageOf(failure) }),
    );
    return () => controller.abort();
  }, [mailOn]);
  if (!mailOn || status.state === 'loading') return null;

  async function sendAgain() {
    setStatus({ state: 'sending' });
    try {
      await accountApi.sendVerification();
      setStatus({ state: 'sent' });
    } catch (failure) {
      setStatus({ state: 'failed', message: messageOf(failure) });
    }
  }

  return (
    <section aria-label="Email verification" className="rounded-xl border border-base-200 bg-white p-6 shadow-sm">
      <p className="text-sm text-base-900">
        {email}{' '}
        <span className="ml-1 rounded bg-base-100 px-1.5 py-0.5 text-xs text-base-700">
          {status.state === 'verified' ? 'Verified' : 'Not verified'}
        </span>
      </p>
      {status.state !== 'verified' && (
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          disabled={status.state === 'sending'}
          onClick={() => void sendAgain()}
        >
          {status.state === 'sending' ? 'Sending…' : 'Send Again'}
        </Button>
      )}
      <p role="status" className="mt-2 text-sm text-base-700 empty:hidden">
        {status.state === 'sent'
          ? `Sent. Open the link in the email to ${email} within ${EMAIL_LINKS.verifyHours} hours.`
          : ''}
      </p>
      {status.state === 'failed' && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {status.message}
        </p>
      )}
    </section>
  );
}
