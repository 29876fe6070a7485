import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Toaster } from '@/web/components/ui/toaster';
import { useMediaQuery } from '@/web/lib/use-media-query';
import { WorkspaceProvider } from '@/web/workspace/workspace-context';
import { LiveUpdates } from '@/web/live/live-updates';
import { ProviderNotice } from './provider-notice';
import { RoleNotice } from './role-notice';
import { MAIN_ID, SkipLink } from './skip-link';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

/*
 * Parts of the dashboard the Venture screen uses too, handed on from this chunk: imported from here,
 * they stay in it; imported from their own modules by both, the bundler would split each into a
 * chunk of its own, loaded on every screen.
 */
export { DeleteVentureDialog, VentureProfileDialog } from '@/web/workspace/later-dialogs';
export { formatDateTime } from '@/web/workspace/format-date';

/** Below Tailwind's md breakpoint: a phone, or a narrow window. */
const NARROW_SCREEN = '(max-width: 767px)';

/**
 * The dashboard shell: sidebar, top bar, and the current screen in the main area, all in the
 * founder's workspace. Toasts and tooltips live here, not at the root: the landing page uses
 * neither, so it does not download them.
 */
export default function DashboardLayout() {
  // On a phone the wide sidebar would leave little room for the screen itself: it starts narrow
  // there, opens over the screen as a drawer, and closes again on navigation.
  const narrow = useMediaQuery(NARROW_SCREEN);
  const [collapsed, setCollapsed] = useState(() => narrow);
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    if (narrow) setCollapsed(true);
  }
  return (
    <WorkspaceProvider>
      <SkipLink />
      <div className="flex min-h-screen">
        <Sidebar collapsed={collapsed} overlay={narrow} onToggle={() => setCollapsed((value) => !value)} />
        <div className="flex min-w-0 flex-1 flex-col">
          <TopBar />
          <ProviderNotice />
          <RoleNotice />
          <main id={MAIN_ID} tabIndex={-1} className="min-w-0 flex-1 p-4 focus:outline-none sm:p-6 lg:p-8">
            <Outlet />
          </main>
        </div>
      </div>
      <Toaster />
      <LiveUpdates />
    </WorkspaceProvider>
  );
}
