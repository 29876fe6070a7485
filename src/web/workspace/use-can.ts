import { useRouteLoaderData } from 'react-router';
import type { Action } from '@/core/account/roles';
import type { DashboardData } from '@/web/dashboard/dashboard-loader';
import { DASHBOARD_ROUTE_ID } from '@/web/dashboard/route-id';

/**
 * Whether the member's role lets them do `action` in the workspace, as the server said (a guest owns theirs): a screen
 * hides or disables what the server would refuse, so no one types an edit they cannot save.
 */
export function useCan(action: Action): boolean {
  const may = useMemberMay();
  return !may || may.includes(action);
}

/** What a member's role lets them do; null for a guest (or an account that could not be read), who has no comments. */
export function useMemberMay(): readonly Action[] | null {
  return (useRouteLoaderData(DASHBOARD_ROUTE_ID) as DashboardData | undefined)?.membership?.may ?? null;
}
