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
