import { contract } from '@/core/api/contract';
import { call } from '@/web/api/client';

/** What /api/health says about the model behind the tools. */
export type ProviderHealth = Pick<Awaited<ReturnType<typeof loadProviderHealth>> & object, 'provider' | 'model'>;

/**
 * The dashboard's loader: asks the server which provider answers, in parallel with the dashboard's
 * code, so the offline notice is there at the first paint instead of pushing the screen down after
 * it. A failed check shows no notice rather than no dashboard. routes.tsx loads this module with
 * the dashboard (it brings the API client and its schemas, which the landing page never needs).
 */
export async function loadProviderHealth({ request }: { request: Request }) {
  try {
    return await call(contract.health, { signal: request.signal });
  } catch {
    return null;
  }
}
