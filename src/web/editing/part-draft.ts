/**
 * A part's draft while the founder edits it: texts as they are typed, lists as items with stable
 * ids (so a moved item keeps its field and its focus), then back to the part's value and checked
 * against the part's schema, each problem named beside its field.
 */
import type { EditablePart, PartField } from '@/core/tools/editable-parts';

export interface DraftItem {
  id: string;
  text: string;
}
export type DraftField = string | DraftItem[];
/** A text or a list for `text` and `list` parts; each field by its key for `fields` parts. */
export type Draft = DraftField | Record<string, DraftField>;

let lastId = 0;
/** A new list item's id, unique in the page. */
export const newItem = (text = ''): DraftItem => ({ id: `item-${++lastId}`, text });

const itemsOf = (value: unknown): DraftItem[] =>
  (Array.isArray(value) ? value : []).map((text) => newItem(typeof text === 'string' ? text : ''));
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const fieldDraft = (field: { kind: PartField['kind'] | EditablePart['kind'] }, value: unknown): DraftField =>
  field.kind === 'list' ? itemsOf(value) : textOf(value);
const fieldValue = (draft: DraftField | undefined) =>
  Array.isArray(draft) ? draft.map((item) => item.text) : (draft ?? '');

/** The part's value as a draft to edit. */
export function toDraft(part: EditablePart, value: unknown): Draft {
  if (part.kind !== 'fields') return fieldDraft(part, value);
  const record = (value ?? {}) as Record<string, unknown>;
  return Object.fromEntries((part.fields ?? []).map((field) => [field.key, fieldDraft(field, record[field.key])]));
}

/** The draft as the part's value, as typed (the schema trims it). */
export function fromDraft(part: EditablePart, draft: Draft): unknown {
  if (part.kind !== 'fields') return fieldValue(draft as DraftField);
  const record = draft as Record<string, DraftField>;
  return Object.fromEntries((part.fields ?? []).map((field) => [field.key, fieldValue(record[field.key])]));
}

/** Whether the draft says anything other than the part's value. */
export function draftChanged(part: EditablePart, value: unknown, draft: Draft): boolean {
  return JSON.stringify(fromDraft(part, toDraft(part, value))) !== JSON.stringify(fromDraft(part, draft));
}

/** Problems by where they show: `''` the part's own field or list, a field's key, or a list item's id. */
export type DraftErrors = Record<string, string>;

/** The field a problem at `issuePath` is about, and its label, so the message reads on from it. */
function placeOf(part: EditablePart, label: string, draft: Draft, issuePath: readonly PropertyKey[]) {
  const [first, second] = issuePath;
  if (part.kind !== 'fields') {
    if (typeof first !== 'number') return { key: '', label };
    const item = (draft as DraftItem[])[first];
    return { key: item?.id ?? '', label: `${part.itemLabel ?? 'Item'} ${first + 1}` };
  }
  const field = part.fields?.find((each) => each.key === first);
  if (!field) return { key: '', label };
  if (typeof second !== 'number') return { key: field.key, label: field.label };
  const item = ((draft as Record<string, DraftField>)[field.key] as DraftItem[])[second];
  return { key: item?.id ?? field.key, label: `${field.itemLabel ?? 'Item'} ${second + 1}` };
}

/** The draft checked against the part's schema: its value (trimmed), or what is wrong, beside which field. */
export function checkDraft(
  part: EditablePart,
  label: string,
  draft: Draft,
): { ok: true; value: unknown } | { ok: false; errors: DraftErrors } {
  const checked = part.schema.safeParse(fromDraft(part, draft));
  if (checked.success) return { ok: true, value: checked.data };
  const errors: DraftErrors = {};
  for (const issue of checked.error.issues) {
    const place = placeOf(part, label, draft, issue.path);
    errors[place.key] ??= `${place.label} ${issue.message}`;
  }
  return { ok: false, errors };
}
