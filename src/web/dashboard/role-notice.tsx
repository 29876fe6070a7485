import { Eye } from 'lucide-react';
import { useRouteLoaderData } from 'react-router';
import type { DashboardData } from './dashboard-loader';
import { DASHBOARD_ROUTE_ID } from './route-id';

/** Tells a viewer or commenter, before they try, that the workspace's work is not theirs to change. */
export function RoleNotice() {
  const membership = (useRouteLoaderData(DASHBOARD_ROUTE_ID) as DashboardData | undefined)?.membership;
  const notice = membership?.notice;
  if (!notice) return null;
  return (
    <section aria-label="Your role">
      <div
        role="note"
        className="flex items-start gap-3 border-b border-primary-200 bg-primary-50 px-6 py-3 text-sm text-primary-900"
      >
        <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>{notice}</p>
      </div>
    </section>
  );
}
