import type { ComponentType } from 'react';
import { redirect, useLoaderData, type RouteObject } from 'react-router';
import { DASHBOARD_PATH, toolPath, tools, type ToolId } from '@/core/tools/listings';
import { RouteError } from './components/route-error';
import { RouteLoading } from './components/route-loading';
import { DASHBOARD_ROUTE_ID } from './dashboard/route-id';
import LandingPage from './pages/landing/landing-page';
import NotFoundPage from './pages/not-found';

/** Each tool's screen, loaded only when it is opened. */
const views: Record<ToolId, () => Promise<{ default: ComponentType }>> = {
  ideas: () => import('./tools/ideas-view'),
  'business-plan': () => import('./tools/business-plan-view'),
  'market-research': () => import('./tools/market-research-view'),
  'pitch-deck': () => import('./tools/pitch-deck-view'),
  financials: () => import('./tools/financials-view'),
};

/** The screen whose code the route's loader brought in. */
function LoadedScreen() {
  const { Screen } = useLoaderData<{ Screen: ComponentType }>();
  return <Screen />;
}

/**
 * A tool's screen, loaded when it is opened; when it cannot load or render, its error panel shows
 * inside the dashboard, beside the sidebar. A loader rather than `lazy`: React Router 7.18 does not
 * render the error element of a route whose `lazy` failed (it still counts the route as loading).
 */
function screen(id: ToolId): Pick<RouteObject, 'loader' | 'Component' | 'errorElement'> {
  return {
    loader: async () => ({ Screen: (await views[id]()).default }),
    Component: LoadedScreen,
    errorElement: <RouteError />,
  };
}

const [firstTool] = tools;

export const routes: RouteObject[] = [
  { path: '/', element: <LandingPage />, errorElement: <RouteError fullPage /> },
  {
    id: DASHBOARD_ROUTE_ID,
    path: DASHBOARD_PATH,
    HydrateFallback: RouteLoading,
    loader: async (args) => (await import('./dashboard/provider-health')).loadProviderHealth(args),
    // The provider does not change while the app runs: moving between screens asks nothing again.
    shouldRevalidate: () => false,
    lazy: async () => ({ Component: (await import('./dashboard/dashboard-layout')).default }),
    errorElement: <RouteError fullPage />,
    // /dashboard itself shows the first tool, the Idea Generator (docs/product.md §2).
    children: [
      { index: true, ...screen(firstTool.id) },
      ...tools.map((tool) => ({ path: tool.route, ...screen(tool.id) })),
    ],
  },
  // The landing footer links to short tool paths (docs/product.md §2); they lead to the real screens.
  ...tools.map((tool) => ({
    path: `/${tool.route}`,
    loader: () => redirect(toolPath(tool.id)),
    HydrateFallback: RouteLoading,
  })),
  { path: '*', element: <NotFoundPage /> },
];
