import { quoteContext } from '../../venture/context';
import type { SourceTool, VentureSources } from '../../venture/sources';
import { profileHasDetail, profileSection } from '../../venture/summaries';

/** Research builds on the venture's profile only: it is the first thing a founder looks up. */
export const marketResearchSources = [] as const satisfies readonly SourceTool[];

export function marketResearchContext(sources: VentureSources): string | undefined {
  const profile = sources.profile;
  return quoteContext(profile && profileHasDetail(profile) ? [profileSection(profile)] : []);
}
