import { useLocation } from 'react-router';
import type { InputValues } from './use-generator';

/** Navigation state that fills a tool's form, e.g. Use This Idea opening the business plan. */
export interface PrefillState {
  prefill: InputValues;
}

export function prefillState(values: InputValues): PrefillState {
  return { prefill: values };
}

/** The values another screen sent along, if any. */
export function usePrefill(): InputValues | undefined {
  const state = useLocation().state as Partial<PrefillState> | null;
  return state?.prefill;
}
