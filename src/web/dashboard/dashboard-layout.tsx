import { useState } from 'react';
import { Outlet } from 'react-router';
import { Toaster } from '@/web/components/ui/toaster';
import { TooltipProvider } from '@/web/components/ui/tooltip';
import { WorkspaceProvider } from '@/web/workspace/workspace-context';
import { ProviderNotice } from './provider-notice';
import { MAIN_ID, SkipLink } from './skip-link';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

/**
 * The dashboard shell: sidebar, top bar, and the current screen in the main area, all in the
 * founder's workspace. Toasts and tooltips live here, not at the root: the landing page uses
 * neither, so it does not download them.
 */
export default function DashboardLayout() {
  // On a phone the wide sidebar would leave little room for the screen itself: start narrow there.
  const [collapsed, setCollapsed] = useState(
    () => typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 767px)').matches,
  );
  return (
    <TooltipProvider>
      <WorkspaceProvider>
        <SkipLink />
        <div className="flex min-h-screen">
          <Sidebar collapsed={collapsed} onToggle={() => setCollapsed((value) => !value)} />
          <div className="flex min-w-0 flex-1 flex-col">
            <TopBar />
            <ProviderNotice />
            <main id={MAIN_ID} tabIndex={-1} className="min-w-0 flex-1 p-4 focus:outline-none sm:p-6 lg:p-8">
              <Outlet />
            </main>
          </div>
        </div>
      </WorkspaceProvider>
      <Toaster />
    </TooltipProvider>
  );
}
