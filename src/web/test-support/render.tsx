import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { Toaster } from '@/web/components/ui/toaster';
import { TooltipProvider } from '@/web/components/ui/tooltip';

/** What the app's entry point wraps around the router (main.tsx): tooltips' timing and the toasts. */
function AppFrame({ children }: { children: ReactNode }) {
  return (
    <TooltipProvider>
      {children}
      <Toaster />
    </TooltipProvider>
  );
}

/** Renders route objects in a memory router inside the app's frame; returns the router to inspect its location. */
export function renderRoutes(routes: RouteObject[], initialEntries: string[] = ['/']) {
  const router = createMemoryRouter(routes, { initialEntries });
  const utils = render(
    <AppFrame>
      <RouterProvider router={router} />
    </AppFrame>,
  );
  return { router, ...utils };
}

/** Renders one screen at `path` in a memory router inside the app's frame. */
export function renderWithRouter(element: ReactNode, { path = '/' }: { path?: string } = {}) {
  return renderRoutes([{ path, element }], [path]);
}
