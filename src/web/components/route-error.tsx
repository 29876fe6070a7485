import { RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { PageTitle } from '@/web/components/page-title';
import { RouteLoading } from '@/web/components/route-loading';
import { buttonVariants } from '@/web/components/ui/button-variants';

/** Where the time of the last automatic reload is kept, so it happens at most once a minute: no loop. */
export const CHUNK_RELOAD_KEY = 'venturekit:chunk-reload';
const RELOAD_GUARD_MS = 60_000;

function reloadedRecently(): boolean {
  try {
    return Date.now() - Number(sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0) < RELOAD_GUARD_MS;
  } catch {
    // Storage blocked: never reload automatically, so there is no loop either.
    return true;
  }
}

/** A failed dynamic import reads differently in each browser; these are Chromium's, Firefox's and Safari's. */
const CHUNK_FAILURE =
  /dynamically imported module|module script failed|importing a module script failed|error loading dynamically imported module/i;

/**
 * What a route shows when its code cannot load or its screen fails to render: a calm explanation
 * and Reload, in place of the router's developer page. Inside the dashboard it replaces only the
 * screen, so the sidebar stays. The error goes to the console for whoever investigates.
 *
 * Code that cannot load usually means a deploy replaced the hashed files this page was built
 * against: the page reloads itself once (here, where the address is already the screen's), and
 * only a second failure within a minute shows the panel.
 */
export function RouteError({ fullPage = false }: { fullPage?: boolean }) {
  const error = useRouteError();
  const notLoaded = error instanceof Error && CHUNK_FAILURE.test(error.message);
  const reloading = notLoaded && !reloadedRecently();
  useEffect(() => {
    console.error(error);
    if (!reloading) return;
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    window.location.reload();
  }, [error, reloading]);

  if (reloading) return <RouteLoading />;
  const title = notLoaded ? 'This screen could not be loaded' : 'Something went wrong';
  const detail = notLoaded
    ? 'Venturekit may have been updated, or the connection dropped. Reloading the page usually fixes it.'
    : isRouteErrorResponse(error)
      ? `The server answered ${error.status}. Reloading the page may help.`
      : 'This screen stopped working. Your saved work is safe; reloading the page usually fixes it.';

  return (
    <div
      className={
        fullPage ? 'flex min-h-screen items-center justify-center bg-base-50 px-4' : 'flex justify-center py-12'
      }
    >
      <PageTitle page={title} />
      <section
        role="alert"
        aria-labelledby="route-error-title"
        className="max-w-md rounded-xl border border-base-200 bg-white p-8 text-center shadow-sm"
      >
        <h2 id="route-error-title" className="text-xl font-semibold text-base-900">
          {title}
        </h2>
        <p className="mt-3 text-base-600">{detail}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {/* The button's classes without the Button component: this file is on the landing page, which stays off tailwind-merge. */}
          <button type="button" className={buttonVariants()} onClick={() => window.location.reload()}>
            <RotateCw aria-hidden="true" />
            Reload
          </button>
          <Link to="/" className={buttonVariants({ variant: 'outline' })}>
            Go to the home page
          </Link>
        </div>
      </section>
    </div>
  );
}
