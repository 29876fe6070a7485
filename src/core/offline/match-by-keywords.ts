import { escapeRegExp } from '../escape-reg-exp';

/** Anything an offline generator picks by the words of the founder's input. */
export interface KeywordProfile {
  /**
   * Lower-case stems, matched at the start of a word ("educat" finds "education", "care" does not
   * find "scared"); stems of three letters or fewer only as whole words, with an optional plural
   * "s" ("ai" does not find "aim", "car" does not find "care"), and so are stems marked with a
   * closing "$" ("event$" finds "events" but not "eventually"). A stem may hold a space ("real estate").
   */
  keywords: readonly string[];
}

const patterns = new Map<string, RegExp>();

function patternOf(keyword: string): RegExp {
  let pattern = patterns.get(keyword);
  if (!pattern) {
    const word = keyword.trim();
    const whole = word.endsWith('$') || word.length <= 3;
    const stem = escapeRegExp(word.replace(/\$$/, ''));
    pattern = new RegExp(`(^|[^a-z])${stem}${whole ? 's?([^a-z]|$)' : ''}`);
    patterns.set(keyword, pattern);
  }
  return pattern;
}

/**
 * The profile with the most keywords in `text` (case-insensitive), else `fallback`. On a tie the
 * earlier profile wins, so the list's order settles overlaps.
 */
export function matchByKeywords<P extends KeywordProfile, F>(text: string, profiles: readonly P[], fallback: F): P | F {
  const words = text.toLowerCase();
  let best: P | F = fallback;
  let bestScore = 0;
  for (const profile of profiles) {
    const score = profile.keywords.filter((keyword) => patternOf(keyword).test(words)).length;
    if (score > bestScore) {
      best = profile;
      bestScore = score;
    }
  }
  return best;
}
