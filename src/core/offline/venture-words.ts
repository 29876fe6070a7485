/**
 * The venture's own words as an offline draft reads them for the place they name (and so the
 * currency it proposes: finance/currency-regions.ts): its profile and the saved results it builds
 * on, in the order its prompt quotes them, so the first place named is the one the model reads first.
 */
import type { OfflineVenture, SourceRequest } from '../tools/define-tool';

/** Every text in a result's part, in order: its prose, a list's items, an object's fields. */
function textsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsIn);
  return value && typeof value === 'object' ? Object.values(value).flatMap(textsIn) : [];
}

/**
 * `inputs` (the founder's words in the form), then the profile, then each source's parts the tool
 * asks for (all of a source when it names none), one a line.
 */
export function ventureWords(
  inputs: readonly string[],
  { profile, sources }: Pick<OfflineVenture, 'profile' | 'sources'>,
  requests: readonly SourceRequest[] = [],
): string {
  const profileWords = profile
    ? [profile.name, profile.description, profile.industry, profile.targetMarket, profile.region]
    : [];
  const sourceWords = requests.flatMap(({ tool, parts }) => {
    const result = sources[tool]?.result as Readonly<Record<string, unknown>> | undefined;
    return result ? (parts ?? Object.keys(result)).flatMap((part) => textsIn(result[part])) : [];
  });
  return [...inputs, ...profileWords, ...sourceWords].filter((text) => text.trim() !== '').join('\n');
}
