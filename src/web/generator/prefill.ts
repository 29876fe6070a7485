import { useLocation } from 'react-router';
import type { VentureProfile } from '@/core/venture/sources';

/**
 * Navigation state that carries a venture's profile to another tool's screen, whose form starts
 * from it: Use This Idea sends the idea when its venture could not be stored.
 */
export interface PrefillState {
  profile: VentureProfile;
}

export function prefillState(profile: VentureProfile): PrefillState {
  return { profile };
}

/** The profile another screen sent along, if any. */
export function usePrefillProfile(): VentureProfile | undefined {
  const state = useLocation().state as Partial<PrefillState> | null;
  return state?.profile;
}
