import { createElement, type ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import type { ToolListing } from '@/core/tools/define-tool';
import { tools, type ToolId } from '@/core/tools/listings';
import { RouteLoading } from './components/route-loading';
import LandingPage from './pages/landing/landing-page';
import NotFoundPage from './pages/not-found';

type ToolView = ComponentType<{ tool: ToolListing }>;

/** Each tool's screen, loaded only when it is opened. */
const views: Record<ToolId, () => Promise<{ default: ToolView }>> = {
  ideas: () => import('./tools/ideas-view'),
  'business-plan': () => import('./tools/coming-soon'),
  'market-research': () => import('./tools/coming-soon'),
  'pitch-deck': () => import('./tools/coming-soon'),
  financials: () => import('./tools/coming-soon'),
};

function screen(tool: ToolListing & { id: ToolId }): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const { default: View } = await views[tool.id]();
      return { element: createElement(View, { tool }) };
    },
  };
}

const [firstTool] = tools;

export const routes: RouteObject[] = [
  { path: '/', element: <LandingPage /> },
  {
    path: '/dashboard',
    HydrateFallback: RouteLoading,
    lazy: async () => ({ Component: (await import('./dashboard/dashboard-layout')).default }),
    children: [{ index: true, ...screen(firstTool) }, ...tools.map((tool) => ({ path: tool.route, ...screen(tool) }))],
  },
  // The landing footer links to short tool paths (spec §2); they lead to the real screens.
  ...tools.map((tool) => ({ path: `/${tool.route}`, loader: () => redirect(`/dashboard/${tool.route}`) })),
  { path: '*', element: <NotFoundPage /> },
];

export const router = createBrowserRouter(routes);
