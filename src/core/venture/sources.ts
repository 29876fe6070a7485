/**
 * What a venture already holds that a generation can build on: its profile and the latest saved
 * result of each tool another tool reads. The server reads these from the workspace store; the
 * tools' context builders and figure writers take them as plain data.
 */
import type { ToolId } from '../tools/listings';
import type { ToolResults } from '../tools/results';
import type { FactPins } from './fact-ids';

/**
 * A venture's short profile: what New Venture, Use This Idea and Edit Venture Profile set, and what
 * the tools' forms start from. The optional parts are '' when not set.
 */
export interface VentureProfile {
  name: string;
  description: string;
  industry: string;
  targetMarket: string;
  region: string;
}

/** A profile's parts that are not set. */
export const EMPTY_PROFILE: Omit<VentureProfile, 'name'> = {
  description: '',
  industry: '',
  targetMarket: '',
  region: '',
};

/** Just the profile of something that carries one, such as a venture's summary. */
export function profileOf({ name, description, industry, targetMarket, region }: VentureProfile): VentureProfile {
  return { name, description, industry, targetMarket, region };
}

/** A saved result as a source: which document, when it was saved, and the result. */
export interface SavedSource<Result> {
  documentId: string;
  /** ISO timestamp of the document's last change. */
  savedAt: string;
  result: Result;
}

/** A tool another tool can build on: any of them (each says in its definition how it reads as a source). */
export type SourceTool = ToolId;

/**
 * The venture's profile, the founder's pinned facts and the latest saved result of each tool, by
 * id; a generation gets those its tool asks for.
 */
export type VentureSources = { profile?: VentureProfile; pins?: FactPins } & {
  [Id in SourceTool]?: SavedSource<ToolResults[Id]>;
};

/** The latest saved result of each tool, by id, without the profile and pins: what a tool's result builds on. */
export type VentureResults = Omit<VentureSources, 'profile' | 'pins'>;

/** One source a result was built on, as stored with it and shown in its "Built on" line. */
export interface BuiltOn {
  tool: SourceTool;
  documentId: string;
  savedAt: string;
}

/** The sources of `wanted` the venture has, in that order: what the result will say it was built on. */
export function builtOn(sources: VentureSources, wanted: readonly SourceTool[]): BuiltOn[] {
  return wanted.flatMap((tool) => {
    const source = sources[tool];
    return source ? [{ tool, documentId: source.documentId, savedAt: source.savedAt }] : [];
  });
}

/** A source tool's newest saved result in the venture now: which document and when it last changed. */
export type CurrentSources = Partial<Record<SourceTool, Pick<BuiltOn, 'documentId' | 'savedAt'>>>;

/**
 * The sources a result was built on that have changed since: regenerated (the venture's newest
 * result of that tool is another one) or edited (the same one, changed later). A source since
 * deleted, with nothing in its place, leaves the result as it was: nothing newer to build on.
 */
export function changedSources(built: readonly BuiltOn[], current: CurrentSources): SourceTool[] {
  return built.flatMap(({ tool, documentId, savedAt }) => {
    const now = current[tool];
    if (!now) return [];
    const changed = now.documentId !== documentId || Date.parse(now.savedAt) > Date.parse(savedAt);
    return changed ? [tool] : [];
  });
}
