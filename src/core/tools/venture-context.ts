/**
 * A tool's prompt context from the venture's saved work: the profile where the tool quotes it, then
 * each source it builds on, read the way that source's own definition says (`asSource`). Only the
 * server calls this (through the registry): no tool, and nothing in core/venture, knows another's
 * result.
 */
import type { AnyToolDefinition } from './define-tool';
import { toolDefinitions } from './registry';
import { profileHasDetail, profileSection, quoteContext, sourceSection, type ContextSection } from '../venture/context';
import type { SavedSource, VentureSources } from '../venture/sources';

export function contextFor(tool: AnyToolDefinition, sources: VentureSources): string | undefined {
  const sections: ContextSection[] = [];
  if (tool.quotesProfile && sources.profile && profileHasDetail(sources.profile))
    sections.push(profileSection(sources.profile));
  for (const request of tool.sources ?? []) {
    const saved = sources[request.tool] as SavedSource<unknown> | undefined;
    const reader = toolDefinitions[request.tool].asSource;
    if (saved && reader) sections.push(sourceSection(reader, saved, request.parts));
  }
  return quoteContext(sections);
}
