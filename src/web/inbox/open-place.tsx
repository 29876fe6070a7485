import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useRevalidator, useRouteLoaderData } from 'react-router';
import { DASHBOARD_PATH } from '@/core/tools/listings';
import { SIGN_IN_PATH, withNext } from '@/web/account/account-paths';
import { call } from '@/web/api/client';
import { PageTitle } from '@/web/components/page-title';
import type { DashboardData } from '@/web/dashboard/dashboard-loader';
import { DASHBOARD_ROUTE_ID } from '@/web/dashboard/route-id';
import { INBOX_TEXTS } from './texts';

/** `to` when it is a place in the dashboard, else the dashboard: a link cannot send anyone elsewhere. */
const placeIn = (to: string | null) =>
  to && (to === DASHBOARD_PATH || [`${DASHBOARD_PATH}/`, `${DASHBOARD_PATH}?`].some((start) => to.startsWith(start)))
    ? to
    : DASHBOARD_PATH;

/**
 * Where an emailed comment's link lands (core/inbox/place.ts `mailedPlace`, docs/product.md §16
 * "Inbox"): the member is switched to the comment's workspace and venture, as the Inbox's own links
 * do, then taken to its place with its thread open. Signed out, Sign In comes first and brings them
 * back here. A workspace they left or a venture since deleted says why, with a way on.
 */
export default function OpenPlace() {
  const data = useRouteLoaderData(DASHBOARD_ROUTE_ID) as DashboardData | undefined;
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [problem, setProblem] = useState('');
  // Once per arrival: the switches are not to be sent twice (React runs a new effect twice in development).
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const params = new URLSearchParams(search);
    const to = placeIn(params.get('to'));
    if (!data?.account) {
      void navigate(withNext(SIGN_IN_PATH, `${pathname}${search}`), { replace: true });
      return;
    }
    const workspaceId = params.get('workspace') ?? data.membership?.id;
    const ventureId = params.get('venture');
    void (async () => {
      try {
        const otherWorkspace = workspaceId !== data.membership?.id;
        if (workspaceId && otherWorkspace) await call('switchWorkspace', { body: { workspaceId } });
        if (ventureId && (otherWorkspace || ventureId !== data.workspace.view?.currentVentureId))
          await call('switchVenture', { body: { ventureId } });
        await navigate(to, { replace: true });
        await revalidate();
      } catch (failure) {
        setProblem(INBOX_TEXTS.notOpened(failure instanceof Error ? failure.message : String(failure)));
      }
    })();
  }, [data, pathname, search, navigate, revalidate]);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <PageTitle page={INBOX_TEXTS.heading} />
      <h1 className="text-2xl font-bold tracking-tight text-base-900 sm:text-3xl">{INBOX_TEXTS.heading}</h1>
      {problem ? (
        <div role="alert" className="flex flex-col items-start gap-3 text-sm text-red-700">
          <p>{problem}</p>
          <Link to={DASHBOARD_PATH} className="font-medium text-primary-700 underline">
            {INBOX_TEXTS.openDashboard}
          </Link>
        </div>
      ) : (
        <p role="status" className="text-sm text-base-600">
          {INBOX_TEXTS.opening}
        </p>
      )}
    </div>
  );
}
