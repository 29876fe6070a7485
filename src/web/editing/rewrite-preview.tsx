/**
 * A part's value as text, as the Rewrite with AI panel compares them: the current part beside its
 * rewrite, which may still be streaming (partial: a text cut short, a list's last item growing).
 * Each is checked against the venture's facts as the result is, so a figure the rewrite gets wrong
 * is marked before Accept. Model text is rendered as text, never as HTML.
 */
import type { EditablePart, PartField } from '@/core/tools/editable-parts';
import type { PartPath } from '@/core/venture/document-figures';
import { FigureText, ValueMarks } from '@/web/generator/figure-marks';

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const itemsOf = (value: unknown) => (Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []);

function FieldValue({
  kind,
  value,
  path,
}: {
  kind: PartField['kind'] | EditablePart['kind'];
  value: unknown;
  /** Where the text stands within the part, for its marks. */
  path: PartPath;
}) {
  if (kind === 'list')
    return (
      <ul className="list-disc space-y-1 pl-5">
        {itemsOf(value).map((item, index) => (
          <li key={index}>
            <FigureText path={[...path, index]} text={item} />
          </li>
        ))}
      </ul>
    );
  return (
    <p className="whitespace-pre-line">
      <FigureText path={path} text={textOf(value)} />
    </p>
  );
}

/** The part: its text, its list, or each field under its label, its figures marked. */
export function PartValue({ part, value }: { part: EditablePart; value: unknown }) {
  if (part.kind !== 'fields')
    return (
      <ValueMarks value={value}>
        <FieldValue kind={part.kind} value={value} path={[]} />
      </ValueMarks>
    );
  const record = (value ?? {}) as Record<string, unknown>;
  return (
    <ValueMarks value={value}>
      <dl className="flex flex-col gap-2">
        {(part.fields ?? []).map((field) => (
          <div key={field.key}>
            <dt className="font-semibold text-base-900">{field.label}</dt>
            <dd>
              <FieldValue kind={field.kind} value={record[field.key]} path={[field.key]} />
            </dd>
          </div>
        ))}
      </dl>
    </ValueMarks>
  );
}
