import type { ComponentType } from 'react';
import {
  redirect,
  useLoaderData,
  type LoaderFunction,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router';
import { DASHBOARD_PATH, toolPath, tools, type ToolId } from '@/core/tools/listings';
import { ACCOUNT_SEGMENT, INVITE_PATH, SIGN_IN_PATH, SIGN_UP_PATH, TEAM_SEGMENT } from './account/account-paths';
import { EMAIL_LINKS, HANDOVER_LINK } from '@/core/account/email-links';
import { OPEN_PLACE_SEGMENT } from '@/core/inbox/open-path';
import { RouteError } from './components/route-error';
import { RouteLoading } from './components/route-loading';
import { DASHBOARD_ROUTE_ID } from './dashboard/route-id';
import LandingPage from './pages/landing/landing-page';
import NotFoundPage from './pages/not-found';
import { PRESENTER_PATH } from './tools/pitch-deck/present/presenter-path';
import type { SavedWork } from './workspace/saved-loader';
import { VENTURE_SEGMENT } from './venture/venture-path';

/** A tool's screen as its module exports it. */
interface ToolView {
  default: ComponentType;
  /**
   * Code the screen shows only for some saved work (the deck's slides, once there is a deck),
   * fetched with it when the screen opens on such work; nothing (undefined) otherwise.
   */
  preloadFor?: (saved: SavedWork) => Promise<unknown> | undefined;
}

/** Each tool's screen, loaded only when it is opened. */
export const views: Record<ToolId, () => Promise<ToolView>> = {
  ideas: () => import('./tools/ideas-view'),
  'business-plan': () => import('./tools/business-plan-view'),
  'market-research': () => import('./tools/market-research-view'),
  'pitch-deck': () => import('./tools/pitch-deck-view'),
  financials: () => import('./tools/financials-view'),
  'investor-review': () => import('./tools/investor-review-view'),
};

/** What a tool's route loads: the screen's code, and the tool's saved work (`useSavedWork`). */
export interface ToolRouteData {
  Screen: ComponentType;
  saved: SavedWork;
}

/** The screen whose code the route's loader brought in. */
function LoadedScreen() {
  const { Screen } = useLoaderData<ToolRouteData>();
  return <Screen />;
}

/**
 * A tool's screen and its saved work, loaded in parallel when it is opened (and the saved work again
 * when the workspace changes), then what the screen shows for that work (`preloadFor`); when it
 * cannot load or render, its error panel shows inside the dashboard, beside the sidebar. A loader rather than `lazy`: React Router 7.18 does not render the
 * error element of a route whose `lazy` failed (it still counts the route as loading).
 */
export function screen(id: ToolId): Pick<RouteObject, 'loader' | 'Component' | 'errorElement'> {
  return {
    loader: async ({ request }): Promise<ToolRouteData> => {
      const [view, saved] = await Promise.all([
        views[id](),
        import('./workspace/saved-loader').then(({ loadSavedWork }) => loadSavedWork(id, request.signal)),
      ]);
      // Not a failure of the route: the screen asks again for what it renders.
      await view.preloadFor?.(saved)?.catch(() => undefined);
      return { Screen: view.default, saved };
    },
    Component: LoadedScreen,
    errorElement: <RouteError />,
  };
}

/** The dashboard's loader (provider and workspace), brought with the dashboard's code. */
export const dashboardLoader: LoaderFunction = async (args) =>
  (await import('./dashboard/dashboard-loader')).loadDashboard(args);

/**
 * The dashboard's data is read again when the workspace changes (`revalidate`, after a venture is
 * made or switched, an import or Delete All My Data), not on moving between screens.
 */
export const dashboardShouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && defaultShouldRevalidate;

/** The Venture screen: its code and the current venture's overview, loaded together. */
const ventureScreen: RouteObject = {
  path: VENTURE_SEGMENT,
  loader: async (args) => {
    const [view, data] = await Promise.all([
      import('./venture/venture-view'),
      import('./venture/venture-loader').then(({ loadVenture }) => loadVenture(args)),
    ]);
    return { Screen: view.default, data };
  },
  Component: LoadedVenture,
  errorElement: <RouteError />,
};

function LoadedVenture() {
  const { Screen } = useLoaderData<{ Screen: ComponentType }>();
  return <Screen />;
}

const [firstTool] = tools;

export const routes: RouteObject[] = [
  { path: '/', element: <LandingPage />, errorElement: <RouteError fullPage /> },
  {
    id: DASHBOARD_ROUTE_ID,
    path: DASHBOARD_PATH,
    HydrateFallback: RouteLoading,
    loader: dashboardLoader,
    shouldRevalidate: dashboardShouldRevalidate,
    lazy: async () => ({ Component: (await import('./dashboard/dashboard-layout')).default }),
    errorElement: <RouteError fullPage />,
    // /dashboard itself shows the first tool, the Idea Generator (docs/product.md §2).
    children: [
      { index: true, ...screen(firstTool.id) },
      ...tools.map((tool) => ({ path: tool.route, ...screen(tool.id) })),
      ventureScreen,
      {
        path: ACCOUNT_SEGMENT,
        lazy: async () => ({ Component: (await import('./account/account-view')).default }),
        errorElement: <RouteError />,
      },
      {
        path: TEAM_SEGMENT,
        lazy: async () => ({ Component: (await import('./team/team-page')).default }),
        errorElement: <RouteError />,
      },
      // An emailed comment's link: switches to its workspace and venture, then goes on to it.
      {
        path: OPEN_PLACE_SEGMENT,
        lazy: async () => ({ Component: (await import('./inbox/open-place')).default }),
        errorElement: <RouteError />,
      },
    ],
  },
  // Sign In and Sign Up (docs/product.md §16): full pages, their code loaded when opened.
  {
    path: SIGN_IN_PATH,
    HydrateFallback: RouteLoading,
    lazy: async () => ({ Component: (await import('./account/sign-in-page')).default }),
    errorElement: <RouteError fullPage />,
  },
  {
    path: SIGN_UP_PATH,
    HydrateFallback: RouteLoading,
    lazy: async () => ({ Component: (await import('./account/sign-up-page')).default }),
    errorElement: <RouteError fullPage />,
  },
  // An invitation link's page: what it grants, then Join (or Sign In or Sign Up first).
  {
    path: INVITE_PATH,
    HydrateFallback: RouteLoading,
    lazy: async () => ({ Component: (await import('./team/invite-page')).default }),
    errorElement: <RouteError fullPage />,
  },
  // The pages a link sent by email opens (docs/product.md §16): they post the link's token.
  {
    path: EMAIL_LINKS.signInPath,
    HydrateFallback: RouteLoading,
    lazy: async () => ({ Component: (await import('./account/email-link-pages')).EmailSignInPage }),
    errorElement: <RouteError fullPage />,
  },
  // A one-time sign-in link an owner handed over (docs/product.md §16 "A team"); it posts its token too.
  {
    path: HANDOVER_LINK.path,
    HydrateFallback: RouteLoading,
    lazy: async () => ({ Component: (await import('./account/email-link-pages')).HandoverSignInPage }),
    errorElement: <RouteError fullPage />,
  },
  {
    path: EMAIL_LINKS.verifyPath,
    HydrateFallback: RouteLoading,
    lazy: async () => ({ Component: (await import('./account/email-link-pages')).VerifyEmailPage }),
    errorElement: <RouteError fullPage />,
  },
  // The deck's Presenter View, a second window beside Present mode: no dashboard, no workspace data.
  {
    path: PRESENTER_PATH,
    HydrateFallback: RouteLoading,
    lazy: async () => ({ Component: (await import('./tools/pitch-deck/present/presenter-view')).default }),
    errorElement: <RouteError fullPage />,
  },
  // The landing footer links to short tool paths (docs/product.md §2); they lead to the real screens.
  ...tools.map((tool) => ({
    path: `/${tool.route}`,
    loader: () => redirect(toolPath(tool.id)),
    HydrateFallback: RouteLoading,
  })),
  { path: '*', element: <NotFoundPage /> },
];
