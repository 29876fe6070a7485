/**
 * The fields of the part being edited (loaded on demand: part-editing.tsx). Labelled fields from the
 * part's declaration, Save Changes and Cancel; Escape cancels, Enter in a single-line field or
 * Ctrl+Enter in a text saves. A refused save says why beside each field and focuses the first.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { EditablePart, PartField } from '@/core/tools/editable-parts';
import { Button } from '@/web/components/ui/button';
import { Input, Label, Textarea } from '@/web/components/ui/input';
import { FieldError } from './field-error';
import { ListField } from './list-field';
import {
  checkDraft,
  draftChanged,
  toDraft,
  type Draft,
  type DraftErrors,
  type DraftField,
  type DraftItem,
} from './part-draft';

export interface PartEditorProps {
  part: EditablePart;
  /** The part's name ("Executive Summary", "Competitor: HelloFresh"). */
  label: string;
  /** The part as saved. */
  value: unknown;
  /** The draft kept from before (the editor's tab was switched away), if any. */
  draft: unknown;
  onDraft: (draft: Draft, changed: boolean) => void;
  onSave: (value: unknown) => void;
  onCancel: () => void;
}

/** The editor's draft, its problems, and what its keys and buttons do. */
function usePartForm({ part, label, value, draft: kept, onDraft, onSave, onCancel }: PartEditorProps) {
  const form = useRef<HTMLFormElement>(null);
  const [start] = useState(() => (kept as Draft | undefined) ?? toDraft(part, value));
  const draft = (kept as Draft | undefined) ?? start;
  const [errors, setErrors] = useState<DraftErrors>({});
  const focusInvalid = useRef(false);

  // Keyboard users land in the first field; scrolled only as far as it needs (see slide-editor.tsx).
  useEffect(() => {
    const first = form.current?.querySelector<HTMLElement>('input, textarea');
    first?.focus({ preventScroll: true });
    first?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  useEffect(() => {
    if (!focusInvalid.current) return;
    focusInvalid.current = false;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const change = (next: Draft) => {
    onDraft(next, draftChanged(part, value, next));
    // After a refused save, the messages follow what is typed.
    if (Object.keys(errors).length > 0) {
      const checked = checkDraft(part, label, next);
      setErrors(checked.ok ? {} : checked.errors);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDraft(part, label, draft);
    if (checked.ok) return onSave(checked.value);
    focusInvalid.current = true;
    setErrors(checked.errors);
  };
  const keys = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      form.current?.requestSubmit();
    }
  };
  return { form, draft, errors, change, submit, keys };
}

export default function PartEditor(props: PartEditorProps) {
  const { part, label, onCancel } = props;
  const id = useId();
  const { form, draft, errors, change, submit, keys } = usePartForm(props);
  return (
    <form
      ref={form}
      aria-label={`Edit ${label}`}
      noValidate
      onSubmit={submit}
      onKeyDown={keys}
      className="flex flex-col gap-4 rounded-lg border border-primary-200 bg-white p-4"
    >
      {part.kind === 'fields' && <p className="font-semibold text-base-900">{label}</p>}
      {part.kind === 'fields' ? (
        (part.fields ?? []).map((field) => (
          <PartInput
            key={field.key}
            id={`${id}-${field.key}`}
            field={field}
            value={(draft as Record<string, DraftField>)[field.key] ?? ''}
            errors={errors}
            errorKey={field.key}
            onChange={(next) => change({ ...(draft as Record<string, DraftField>), [field.key]: next })}
          />
        ))
      ) : (
        <PartInput
          id={`${id}-part`}
          field={{ key: '', label, kind: part.kind, itemLabel: part.itemLabel }}
          value={draft as DraftField}
          errors={errors}
          errorKey=""
          onChange={change}
        />
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit">Save Changes</Button>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

interface PartInputProps {
  id: string;
  field: PartField;
  value: DraftField;
  errors: DraftErrors;
  /** Where this field's own problem is filed in `errors`. */
  errorKey: string;
  onChange: (value: DraftField) => void;
}

/** One labelled field: a line, a multi-line text, or a list with one field per item. */
function PartInput({ id, field, value, errors, errorKey, onChange }: PartInputProps) {
  if (field.kind === 'list')
    return (
      <ListField
        id={id}
        label={field.label}
        itemLabel={field.itemLabel ?? 'Item'}
        items={value as DraftItem[]}
        errors={errors}
        listKey={errorKey}
        onChange={onChange}
      />
    );
  const error = errors[errorKey];
  const shared = {
    id,
    value: value as string,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{field.label}</Label>
      {field.kind === 'line' ? (
        <Input {...shared} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Textarea {...shared} onChange={(event) => onChange(event.target.value)} />
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
