/**
 * The text with the line holding `caret` moved one line up or down, and where the caret then is
 * (the same place in the moved line); null at the text's first or last line. A slide's content is
 * one line per bullet, so this is its Move Up and Move Down from the keyboard.
 */
export function moveLine(
  text: string,
  caret: number,
  direction: 'up' | 'down',
): { text: string; caret: number } | null {
  const lines = text.split('\n');
  let at = 0;
  let start = 0;
  while (at < lines.length - 1 && start + lines[at]!.length < caret) start += lines[at++]!.length + 1;
  const to = direction === 'up' ? at - 1 : at + 1;
  if (to < 0 || to >= lines.length) return null;
  const column = caret - start;
  [lines[at], lines[to]] = [lines[to]!, lines[at]!];
  const moved = lines.slice(0, to).reduce((sum, line) => sum + line.length + 1, 0);
  return { text: lines.join('\n'), caret: moved + column };
}
