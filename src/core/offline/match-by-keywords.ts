/** Anything an offline generator picks by the words of the founder's input. */
export interface KeywordProfile {
  /** Lower-case stems, matched anywhere in the text ("educat" finds "education"). */
  keywords: readonly string[];
}

/**
 * The first profile with a keyword in `text` (case-insensitive, as a plain substring), else
 * `fallback`. Profiles are tried in order, so the list's order settles overlaps.
 */
export function matchByKeywords<P extends KeywordProfile, F>(text: string, profiles: readonly P[], fallback: F): P | F {
  const needle = text.toLowerCase();
  return profiles.find((profile) => profile.keywords.some((keyword) => needle.includes(keyword))) ?? fallback;
}
