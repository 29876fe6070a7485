import { FlaskConical } from 'lucide-react';
import { useRouteLoaderData } from 'react-router';
import type { DashboardData } from './dashboard-loader';
import { DASHBOARD_ROUTE_ID } from './route-id';

/** Says plainly when results are the built-in offline samples rather than a model's work. */
export function ProviderNotice() {
  const health = (useRouteLoaderData(DASHBOARD_ROUTE_ID) as DashboardData | undefined)?.health;

  if (health?.provider !== 'offline') return null;
  return (
    // In a landmark of its own, so screen-reader users meet it when moving by landmarks.
    <section aria-label="AI provider">
      <div
        role="note"
        aria-label="Offline mode"
        className="flex items-start gap-3 border-b border-warning-200 bg-warning-50 px-6 py-3 text-sm text-warning-900"
      >
        <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>
          <strong className="font-semibold">Offline sample content.</strong> No AI provider is connected, so results
          come from Venturekit&rsquo;s built-in generator. To use a model, set{' '}
          <code className="rounded bg-warning-100 px-1">OPENAI_API_KEY</code> (or{' '}
          <code className="rounded bg-warning-100 px-1">AI_BASE_URL</code> for another OpenAI-compatible service) on the
          server and restart it.
        </p>
      </div>
    </section>
  );
}
