/**
 * A part's value as text, as the Rewrite with AI panel compares them: the current part beside its
 * rewrite, which may still be streaming (partial: a text cut short, a list's last item growing).
 * Model text is rendered as text, never as HTML.
 */
import type { EditablePart, PartField } from '@/core/tools/editable-parts';

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const itemsOf = (value: unknown) => (Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []);

function FieldValue({ kind, value }: { kind: PartField['kind'] | EditablePart['kind']; value: unknown }) {
  if (kind === 'list')
    return (
      <ul className="list-disc space-y-1 pl-5">
        {itemsOf(value).map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    );
  return <p className="whitespace-pre-line">{textOf(value)}</p>;
}

/** The part: its text, its list, or each field under its label. */
export function PartValue({ part, value }: { part: EditablePart; value: unknown }) {
  if (part.kind !== 'fields') return <FieldValue kind={part.kind} value={value} />;
  const record = (value ?? {}) as Record<string, unknown>;
  return (
    <dl className="flex flex-col gap-2">
      {(part.fields ?? []).map((field) => (
        <div key={field.key}>
          <dt className="font-semibold text-base-900">{field.label}</dt>
          <dd>
            <FieldValue kind={field.kind} value={record[field.key]} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
