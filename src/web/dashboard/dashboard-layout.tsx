import { useState } from 'react';
import { Outlet } from 'react-router';
import { WorkspaceProvider } from '@/web/workspace/workspace-context';
import { ProviderNotice } from './provider-notice';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

/** The dashboard shell: sidebar, top bar, and the current screen in the main area, all in the founder's workspace. */
export default function DashboardLayout() {
  // On a phone the wide sidebar would leave little room for the screen itself: start narrow there.
  const [collapsed, setCollapsed] = useState(() => typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 767px)').matches);
  return (
    <WorkspaceProvider>
      <div className="flex min-h-screen">
        <Sidebar collapsed={collapsed} onToggle={() => setCollapsed((value) => !value)} />
        <div className="flex min-w-0 flex-1 flex-col">
          <TopBar />
          <ProviderNotice />
          <main className="flex-1 p-6 lg:p-8">
            <Outlet />
          </main>
        </div>
      </div>
    </WorkspaceProvider>
  );
}
