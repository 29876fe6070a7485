/** Where a fact comes from, in words: the prompt's "(the financial model, saved 24 Nov 2026)" and the screen's "From the financial model, 24 Nov". */
import { toolNameInProse as toolName } from '../tools/listings';
import type { VentureFact } from './facts';

const withYear = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** For a prompt: "the financial model, saved 24 Nov 2026", or "set by the founder". */
export function factOrigin(fact: VentureFact): string {
  if (fact.source.kind === 'founder') return 'set by the founder';
  return `the ${toolName(fact.source.tool)}, saved ${withYear.format(new Date(fact.source.savedAt))}`;
}

/** For the screen: "From the financial model, 24 Nov", or "Pinned by you" (with the day, when known). */
export function factSourceText(fact: VentureFact): string {
  if (fact.source.kind === 'founder')
    return fact.source.pinnedAt ? `Pinned by you, ${dayMonth.format(new Date(fact.source.pinnedAt))}` : 'Pinned by you';
  return `From the ${toolName(fact.source.tool)}, ${dayMonth.format(new Date(fact.source.savedAt))}`;
}
