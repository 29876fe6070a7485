/**
 * A tool's prompt context from the venture's saved work: the profile where the tool quotes it, then
 * each source it builds on, read the way that source's own definition says (`asSource`). Only the
 * server calls this (through the registry): no tool, and nothing in core/venture, knows another's
 * result.
 */
import { sourceToolsOf, type AnyToolDefinition, type OfflineVenture } from './define-tool';
import { toolDefinitions } from './registry';
import { profileHasDetail, profileSection, quoteContext, sourceSection, type ContextSection } from '../venture/context';
import type { SavedSource, VentureProfile, VentureResults, VentureSources } from '../venture/sources';
import type { VentureFact } from '../venture/facts';
import { ventureFacts } from './venture-facts';
import { factOrigin } from '../venture/fact-origin';

/**
 * The facts a result of `tool` states and is checked against: those of the tools it builds on (not
 * its own: a new model makes its own), of those it names in `factsFrom`, and the founder's pins.
 * Research builds on nothing, so only pins bind it: the prices it reports are the market's, not
 * the venture's.
 */
export function factsFor(
  tool: Pick<AnyToolDefinition, 'id' | 'sources' | 'factsFrom'>,
  sources: VentureSources,
): VentureFact[] {
  const builtOn = new Set<string>([...sourceToolsOf(tool), ...(tool.factsFrom ?? [])]);
  return ventureFacts(sources).filter(
    (fact) => fact.source.kind === 'founder' || (fact.source.tool !== tool.id && builtOn.has(fact.source.tool)),
  );
}

/** The facts a tool's prompt quotes, to be stated exactly (and the offline draft states): none unless it `quotesFacts`. */
export function quotedFacts(tool: AnyToolDefinition, sources: VentureSources): VentureFact[] {
  return tool.quotesFacts ? factsFor(tool, sources) : [];
}

function factsSection(facts: readonly VentureFact[]): ContextSection {
  return {
    label: 'Venture facts',
    body: facts.map((fact) => `${fact.label}: ${fact.display} (${factOrigin(fact)})`).join('\n'),
  };
}

/** The venture's profile where a tool's prompt quotes it: it asks (`quotesProfile`) and the profile says more than a name. */
function quotedProfile(tool: AnyToolDefinition, sources: VentureSources): VentureProfile | undefined {
  return tool.quotesProfile && sources.profile && profileHasDetail(sources.profile) ? sources.profile : undefined;
}

export function contextFor(tool: AnyToolDefinition, sources: VentureSources): string | undefined {
  const sections: ContextSection[] = [];
  const facts = quotedFacts(tool, sources);
  // First: short, exact, and what the rest of the context must agree with.
  if (facts.length > 0) sections.push(factsSection(facts));
  if (tool.ventureSections) sections.push(...tool.ventureSections(offlineVentureFor(tool, sources)));
  const profile = quotedProfile(tool, sources);
  if (profile) sections.push(profileSection(profile));
  for (const request of tool.sources ?? []) {
    const saved = sources[request.tool] as SavedSource<unknown> | undefined;
    if (saved) sections.push(sourceSection(toolDefinitions[request.tool].asSource, saved, request.parts));
  }
  return quoteContext(sections, undefined, { facts: facts.length > 0 });
}

/**
 * What the offline generator of `tool` reads of the venture: what `contextFor` quotes, as data (the
 * saved results it builds on, the quoted facts, the quoted profile).
 */
export function offlineVentureFor(tool: AnyToolDefinition, sources: VentureSources): OfflineVenture {
  const results: Record<string, SavedSource<unknown>> = {};
  for (const id of sourceToolsOf(tool)) {
    const saved = sources[id] as SavedSource<unknown> | undefined;
    if (saved) results[id] = saved;
  }
  const profile = quotedProfile(tool, sources);
  return { sources: results as VentureResults, facts: quotedFacts(tool, sources), ...(profile && { profile }) };
}
