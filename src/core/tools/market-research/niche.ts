import { firstSentence } from '../../offline/text';
import type { VentureProfile } from '../../venture/sources';

/** A niche reads best as a short phrase: at most this many words from the description. */
export const NICHE_WORDS = 8;
const NICHE_CHARS = 80;
/** Words a cut phrase must not end on ("an app for", "meal kits and"). */
const DANGLING = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'for',
  'with',
  'in',
  'of',
  'to',
  'that',
  'which',
  'who',
  'by',
  'on',
  'at',
  'from',
  'their',
  'its',
  'our',
  'your',
]);

/** Words that open a relative clause: a phrase cut inside one can end mid-clause ("platform that helps parents find"). */
const RELATIVE = new Set(['that', 'which', 'who', 'where']);

/**
 * The description's first clause as a noun phrase: leading article dropped, cut at a word that can
 * end it. Too long to keep whole, it ends before its relative clause when a noun phrase of two words
 * or more stands before it ("food subscription platform", not "... that helps busy parents find").
 */
function phraseOf(description: string): string {
  const all = firstSentence(description, 400)
    .replace(/\.\.\.$/, '')
    .replace(/^(a|an|the)\s+/i, '')
    .split(' ')
    .filter(Boolean);
  let words = all.slice(0, NICHE_WORDS);
  const relative = words.findIndex((word) => RELATIVE.has(word.toLowerCase()));
  if (all.length > NICHE_WORDS && relative >= 2) words = words.slice(0, relative);
  while (words.length > 0 && DANGLING.has((words.at(-1) ?? '').toLowerCase().replace(/[,;:]$/, ''))) words.pop();
  return words.join(' ').replace(/[,;:]$/, '');
}

/**
 * The market research's niche from the venture's profile: the description's opening phrase, named
 * by its industry when the phrase does not say it ("Food: weekly meal kits for busy parents"); the
 * industry and target market when there is no description; '' when the profile has neither.
 */
export function nicheFrom(profile: Pick<VentureProfile, 'description' | 'industry' | 'targetMarket'>): string {
  const industry = profile.industry.trim();
  const phrase = phraseOf(profile.description);
  const niche = phrase
    ? industry && !phrase.toLowerCase().includes(industry.toLowerCase())
      ? `${industry}: ${phrase}`
      : phrase
    : [industry, profile.targetMarket.trim()].filter(Boolean).join(' for ');
  return niche.length <= NICHE_CHARS ? niche : niche.slice(0, niche.lastIndexOf(' ', NICHE_CHARS)).trimEnd();
}
