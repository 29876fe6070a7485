import { ASSUMPTION_BOUNDS } from '../../finance/bounds';
import { COST_NAME_MAX } from '../../finance/schema';

/** Name of the entry that gathers listed costs beyond the most the model may list. */
export const OTHER_COSTS = 'Other costs';

/**
 * The founder's major costs as separate names: split at commas (the field's hint), semicolons and
 * new lines; list markers dropped; duplicates once; at most as many as the model may list, the
 * rest gathered into "Other costs".
 */
export function listCosts(text: string): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const part of text.split(/[,;\n\r]+/)) {
    const name = part
      .replace(/^\s*(?:[-*•·]+|\d+[.)])\s*/, '')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/[.!]+$/, '')
      .slice(0, COST_NAME_MAX)
      .trim();
    const key = name.toLowerCase();
    if (name === '' || seen.has(key)) continue;
    seen.add(key);
    names.push(name);
  }
  const max = ASSUMPTION_BOUNDS.costCount.max;
  if (names.length > max) return [...names.slice(0, max - 1), OTHER_COSTS];
  return names.length > 0 ? names : ['Operating costs'];
}
