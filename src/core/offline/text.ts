/** Text helpers the offline generators share, for reading a founder's description. */

/** All whitespace, line breaks included, as single spaces; trimmed. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** At most `max` characters, cut at a word boundary and marked with "...". */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}...`;
}

/** The first sentence, on one line, without its closing mark, at most `max` characters: a clause that reads as a pitch. */
export function firstSentence(text: string, max: number): string {
  const flat = oneLine(text);
  const first = /^(.+?[.!?])(\s|$)/.exec(flat)?.[1] ?? flat;
  return shorten(first.replace(/[.!?]+$/, ''), max);
}

/** "pet food" -> "Pet food": only the first letter changes. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Weekly meal kits" -> "weekly meal kits": only the first letter changes. */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** "food delivery" -> "Food Delivery"; short acronyms stay as typed. */
export function titleCase(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .map((word) =>
      word.length <= 3 && word === word.toUpperCase() ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}

/** A capital then no other: "Pet", "E-commerce"; not "AI", "SaaS", "I". */
const CAPITALISED = /^\p{Lu}[^\p{Lu}]*\p{Ll}[^\p{Lu}]*$/u;
/** Words after which a title-cased input likely names a place ("Dog Walkers In London"). */
const BEFORE_PLACE = new Set(['in', 'across', 'throughout', 'near', 'around', 'from']);

/**
 * A founder's input as it reads mid-sentence: "Pet care" -> "pet care", "Mobile Dog Grooming" ->
 * "mobile dog grooming". Acronyms and mixed case stay ("AI", "SaaS"), and so do capitalised words
 * after the first in ordinary text ("parents in Lisbon"): those are names.
 */
export function inSentence(text: string): string {
  const words = text.split(' ');
  const titled = words.length > 1 && words.every((word) => !/^\p{Ll}/u.test(word) || word.length <= 3);
  return words
    .map((word, index) => {
      const lower = index === 0 || (titled && !BEFORE_PLACE.has((words[index - 1] ?? '').toLowerCase()));
      return lower && CAPITALISED.test(word) ? word.toLowerCase() : word;
    })
    .join(' ');
}

/** Initialisms said letter by letter from a vowel sound: "an AI tool", "an SEO agency". */
const VOWEL_INITIALISM = /^[AEFHILMNORSX][A-Z]{1,4}\b/;
/** Words that start with a vowel sound: not "user", "unique", "European" or "one"; "hour" and "honest" do. */
const VOWEL_SOUND = /^(?:(?!uni|u[bcdfgjklmpqrstvz][aeiou]|eu|ew|one\b|once\b)[aeiou]|hour|honest|heir|honou?r)/i;

/** "a pet care app", "an e-commerce shop", "a user", "an hour", "an AI tool". */
export function withArticle(phrase: string): string {
  const vowel = /^[A-Z]{2}/.test(phrase) ? VOWEL_INITIALISM.test(phrase) : VOWEL_SOUND.test(phrase);
  return `${vowel ? 'an' : 'a'} ${phrase}`;
}

/** ["a", "b", "c"] -> "a, b and c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
