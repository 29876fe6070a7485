import { useEffect, useRef } from 'react';
import { useRevalidator, useRouteLoaderData } from 'react-router';
import type { DashboardData } from '@/web/dashboard/dashboard-loader';
import { DASHBOARD_ROUTE_ID } from '@/web/dashboard/route-id';

/**
 * Keeps a member's open screens up to date with what the other members save (docs/product.md §16,
 * "Live together"): the workspace's event stream (live-changes.ts, loaded after the screen with the
 * Inbox in member-extras.ts, so no page's first load carries it) makes the routes load their work again. A guest's workspace has no
 * one else in it: no stream. A switch of workspace opens the new one's.
 */
export function LiveUpdates() {
  const workspaceId = (useRouteLoaderData(DASHBOARD_ROUTE_ID) as DashboardData | undefined)?.membership?.id;
  const { revalidate } = useRevalidator();
  const readAgain = useRef(revalidate);
  useEffect(() => {
    readAgain.current = revalidate;
  });
  useEffect(() => {
    if (!workspaceId || typeof EventSource === 'undefined') return;
    let stop: (() => void) | undefined;
    let left = false;
    void import('./member-extras').then((m) => {
      if (!left) stop = m.followWorkspace(() => void readAgain.current());
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [workspaceId]);
  return null;
}
