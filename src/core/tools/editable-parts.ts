/**
 * The parts of a tool's result the founder edits in place (issue 26; docs/product.md §11), declared
 * once in the tool's `parts.ts` and read by every screen: where each part is, what it is called,
 * how it is edited (one text, a list, or a few named fields) and the schema the browser checks an
 * edit against before saving it. The server's edit schema (`edit.ts`) stays the authority; these
 * schemas only say what is wrong beside the field, in words that read on from its label.
 */
import * as z from 'zod/mini';
import { EDIT_LIST_MAX, LONG_TEXT_MAX, SHORT_TEXT_MAX } from '../limits';
import type { PartPath } from '../venture/document-figures';

export type { PartPath };

/** Where a part sits: keys into the result, `'*'` standing for each item of a list. */
export type PartPattern = readonly string[];

/** One field of a part made of fields: a single line, a multi-line text, or a list with one field per item. */
export interface PartField {
  key: string;
  /** Its visible label ("Strengths"). */
  label: string;
  kind: 'line' | 'text' | 'list';
  /** A list's item, as each item's label says it with its number ("Strength 2"). */
  itemLabel?: string;
}

/** A part of a result the founder can edit. */
export interface EditablePart {
  path: PartPattern;
  /** One text (a multi-line field), a list (one field per item), or named fields. */
  kind: 'text' | 'list' | 'fields';
  /** Its name on the Edit button and over its fields: a text, or from the part's value for one of many ("Competitor: HelloFresh"). */
  label: string | ((value: never, index: number) => string);
  /** A list's item ("Milestone"), for `list`. */
  itemLabel?: string;
  /** The fields, in order, for `fields`. */
  fields?: readonly PartField[];
  /** What a saved edit of the part must be; messages read on from the field's label ("Executive Summary cannot be empty."). */
  schema: z.ZodMiniType;
  /** The name of a button that rewrites the whole part afresh with no instruction ("Regenerate Slide"); none by default. */
  regenerate?: string;
}

/** A text the founder must fill, whitespace around it dropped. */
export const partText = (max = LONG_TEXT_MAX) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, 'cannot be empty.'), z.maxLength(max, `must be at most ${max} characters.`));

/** A list of texts: at least one, at most EDIT_LIST_MAX, none empty. */
export const partList = (max = LONG_TEXT_MAX) =>
  z
    .array(partText(max))
    .check(
      z.minLength(1, 'needs at least one item.'),
      z.maxLength(EDIT_LIST_MAX, `can hold at most ${EDIT_LIST_MAX} items.`),
    );

/** A part that is one multi-line text. */
export function textPart(path: PartPattern, label: string, max = LONG_TEXT_MAX): EditablePart {
  return { path, kind: 'text', label, schema: partText(max) };
}

/** A part that is a list of texts, edited one field per item. */
export function listPart(path: PartPattern, label: EditablePart['label'], itemLabel: string): EditablePart {
  return { path, kind: 'list', label, itemLabel, schema: partList() };
}

const fieldSchema = (field: PartField) =>
  field.kind === 'list' ? partList() : partText(field.kind === 'line' ? SHORT_TEXT_MAX : LONG_TEXT_MAX);

/** A part made of named fields (a competitor's name, strengths and weaknesses), no other key allowed. */
export function fieldsPart<Value>(
  path: PartPattern,
  label: (value: Value, index: number) => string,
  fields: readonly PartField[],
): EditablePart {
  const shape = Object.fromEntries(fields.map((field) => [field.key, fieldSchema(field)]));
  return { path, kind: 'fields', label, fields, schema: z.strictObject(shape) };
}

/** Whether a concrete path is where `pattern` points (`'*'` matching any index). */
export function matchesPart(pattern: PartPattern, path: PartPath): boolean {
  return (
    pattern.length === path.length &&
    pattern.every((step, at) => (step === '*' ? typeof path[at] === 'number' : step === String(path[at])))
  );
}

/** The declared part at `path`, if the tool lets the founder edit it. */
export function editablePartAt(parts: readonly EditablePart[] | undefined, path: PartPath): EditablePart | undefined {
  return parts?.find((part) => matchesPart(part.path, path));
}

/** The part's name for a value at `path` ("Executive Summary", "Competitor: HelloFresh"). */
export function partName(part: Pick<EditablePart, 'label'>, value: unknown, path: PartPath): string {
  if (typeof part.label === 'string') return part.label;
  const index = [...path].reverse().find((step) => typeof step === 'number');
  return (part.label as (value: unknown, index: number) => string)(value, typeof index === 'number' ? index : 0);
}

/** The value at `path` in a result. */
export function partAt(result: unknown, path: PartPath): unknown {
  let value = result;
  for (const step of path) value = (value as Record<string | number, unknown> | undefined)?.[step];
  return value;
}

/** A copy of `result` with `value` at `path`, everything else as it was (shared, not copied). */
export function withPart<Result>(result: Result, path: PartPath, value: unknown): Result {
  if (path.length === 0) return value as Result;
  const [step, ...rest] = path;
  const inner = withPart((result as Record<string | number, unknown>)[step!], rest, value);
  if (Array.isArray(result)) return result.map((item, index) => (index === step ? inner : item)) as Result;
  return { ...(result as object), [step!]: inner } as Result;
}

/**
 * Each concrete path a pattern reaches in `result` (`['competitors', '*']` → one per competitor),
 * for tests and for tools listing their parts.
 */
export function pathsOf(result: unknown, pattern: PartPattern): PartPath[] {
  let paths: PartPath[] = [[]];
  for (const step of pattern) {
    paths = paths.flatMap((path) => {
      if (step !== '*') return [[...path, step]];
      const list = partAt(result, path);
      return Array.isArray(list) ? list.map((_item, index) => [...path, index]) : [];
    });
  }
  return paths;
}
