import { Suspense } from 'react';
import { LogOut } from 'lucide-react';
import { Link, useNavigate, useRouteLoaderData } from 'react-router';
import { initialsOf } from '@/core/account/initials';
import { ACCOUNT_PATH, SIGN_IN_PATH } from '@/web/account/account-paths';
// The client's call, not account-api.ts: the dashboard's first load need not carry the account screens' calls.
import { call } from '@/web/api/client';
import { Button } from '@/web/components/ui/button';
import { buttonVariants } from '@/web/components/ui/button-variants';
import { toast } from '@/web/components/ui/toaster';
import { preloadable } from '@/web/lib/preloadable';
import { VentureMenu } from '@/web/workspace/venture-menu';
import type { DashboardData } from './dashboard-loader';
import { DASHBOARD_ROUTE_ID } from './route-id';

// A member's Inbox: its code loads after the page with the live stream's, never for a guest (docs/product.md §16 "Inbox").
const { Component: InboxButton } = preloadable(() => import('@/web/live/member-extras').then((m) => m.Inbox));

/**
 * The venture menu, then who is at the keyboard: a member's Inbox, name, initials and Log Out (which ends the
 * session on the server: a deliberate difference from the spec's sample user, docs/product.md §16), or
 * "Guest" and Sign In.
 */
export function TopBar() {
  const account = (useRouteLoaderData(DASHBOARD_ROUTE_ID) as DashboardData | undefined)?.account;
  return (
    <header className="sticky top-0 z-10 flex h-16 items-center gap-3 border-b border-base-200 bg-white/90 px-4 backdrop-blur sm:px-6">
      <div className="flex min-w-0 flex-1">
        <VentureMenu />
      </div>
      {account === null && <GuestCorner />}
      {account && <MemberCorner name={account.name} />}
    </header>
  );
}

function GuestCorner() {
  return (
    <>
      <span className="hidden shrink-0 text-sm font-medium text-base-700 sm:inline">Guest</span>
      <Link to={SIGN_IN_PATH} className={buttonVariants({ variant: 'outline', size: 'sm', className: 'shrink-0' })}>
        Sign In
      </Link>
    </>
  );
}

function MemberCorner({ name }: { name: string }) {
  const navigate = useNavigate();
  return (
    <>
      <Suspense fallback={null}>
        <InboxButton />
      </Suspense>
      {/* On a phone the venture's name needs the room; the avatar still stands for the member. The link is
          named by its text ("Account: Lena Park"), not an aria-label, so what is seen is in its name (WCAG 2.5.3). */}
      <Link
        to={ACCOUNT_PATH}
        className="flex shrink-0 items-center gap-3 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
      >
        <span className="sr-only">Account:</span>{' '}
        <span className="sr-only text-sm font-medium text-base-700 sm:not-sr-only">{name}</span>
        <span
          aria-hidden="true"
          className="flex size-9 items-center justify-center rounded-full border border-base-300 bg-primary-100 text-sm font-semibold text-primary-800"
        >
          {initialsOf(name)}
        </span>
      </Link>
      <Button
        variant="ghost"
        size="icon"
        className="shrink-0"
        aria-label="Log out"
        onClick={async () => {
          try {
            await call('signOut', {});
            await navigate('/');
          } catch (failure) {
            // Still signed in: say so rather than leave as if the session had ended.
            toast.error('Could not log out', {
              description: failure instanceof Error ? failure.message : String(failure),
            });
          }
        }}
      >
        <LogOut aria-hidden="true" />
      </Button>
    </>
  );
}
