/** Splitting the model's text into the lines and paragraphs a document shows. */

/** A leading list marker the model or the founder typed ("• ", "- ", "* ", "– "): the document draws its own. */
const LIST_MARKER = /^(?:[•·▪◦*–—-])\s*/;

/** Each non-empty line, trimmed, without a typed list marker: a slide's bullets. */
export function listLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim().replace(LIST_MARKER, '').trim())
    .filter((line) => line !== '');
}

/** Paragraphs separated by line breaks, trimmed, empty ones dropped. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
