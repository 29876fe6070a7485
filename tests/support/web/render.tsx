import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { toast, Toaster } from '@/web/components/ui/toaster';

/** What the dashboard layout adds around a screen: the toasts. */
function ScreenFrame({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}

/**
 * Renders route objects in a memory router, as main.tsx does (the dashboard layout brings its own
 * toasts); `screenFrame` adds them for routes that render a screen without its layout.
 * Returns the router to inspect its location.
 */
export function renderRoutes(
  routes: RouteObject[],
  initialEntries: string[] = ['/'],
  { screenFrame = false }: { screenFrame?: boolean } = {},
) {
  // Sonner keeps toasts in a module-wide store and replays the active ones to a new Toaster:
  // drop those an earlier test left, so each test sees only its own.
  toast.dismiss();
  const router = createMemoryRouter(routes, { initialEntries });
  const app = <RouterProvider router={router} />;
  const utils = render(screenFrame ? <ScreenFrame>{app}</ScreenFrame> : app);
  return { router, ...utils };
}

/** Renders one screen at `path` in a memory router inside the app's frame. */
export function renderWithRouter(element: ReactNode, { path = '/' }: { path?: string } = {}) {
  return renderRoutes([{ path, element }], [path], { screenFrame: true });
}
