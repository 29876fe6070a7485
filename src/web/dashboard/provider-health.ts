/** What /api/health says about the model behind the tools. */
export interface ProviderHealth {
  provider: 'openai-compatible' | 'offline';
  model: string;
}

/** The dashboard route's id, by which its screens read what its loader found. */
export const DASHBOARD_ROUTE_ID = 'dashboard';

/**
 * The dashboard's loader: asks the server which provider answers, in parallel with the dashboard's
 * code, so the offline notice is there at the first paint instead of pushing the screen down after
 * it. A failed check shows no notice rather than no dashboard.
 */
export async function loadProviderHealth({ request }: { request: Request }): Promise<ProviderHealth | null> {
  try {
    const response = await fetch('/api/health', { signal: request.signal });
    return response.ok ? ((await response.json()) as ProviderHealth) : null;
  } catch {
    return null;
  }
}
