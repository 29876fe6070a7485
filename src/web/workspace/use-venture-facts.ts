import { useLoaderData } from 'react-router';
import type { VentureFact } from '@/core/venture/facts';
import type { SavedWork } from './saved-loader';

const NONE: readonly VentureFact[] = [];

/**
 * The venture's facts the tool's route loaded with its saved work (only for a tool whose prose
 * states them); the route loads them again when the screen is opened, so an edited model shows.
 */
export function useVentureFacts(): readonly VentureFact[] {
  const saved = useLoaderData<{ saved?: SavedWork } | undefined>()?.saved;
  return saved?.status === 'ready' ? (saved.facts ?? NONE) : NONE;
}
