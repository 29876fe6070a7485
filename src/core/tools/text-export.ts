/** Plain-text building blocks the tools' .txt downloads share, so the files read alike. */

/** A heading underlined to its own length: `-` for a section, `=` for a title. */
export function heading(title: string, rule = '-'): string {
  return `${title}\n${rule.repeat(title.length)}`;
}

/** One `- item` line per item, each trimmed, after `indent`. */
export function bullets(items: readonly string[], indent = ''): string {
  return items.map((item) => `${indent}- ${item.trim()}`).join('\n');
}
