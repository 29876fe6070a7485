import { Info } from 'lucide-react';
import { useId, type Ref } from 'react';
import type { FieldSpec } from '@/core/tools/fields';
import { Input, Label, Select, Textarea } from '@/web/components/ui/input';
import { Tooltip } from '@/web/components/ui/tooltip';

/** Below this share of the limit left, the field says how many characters remain. */
const WARN_AT_SHARE_LEFT = 0.2;

interface FormFieldProps {
  name: string;
  spec: FieldSpec;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Said under the field and tied to it when the last submit found it wrong (empty). */
  error?: string;
  /** Where the form puts focus on the first wrong field. */
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>;
}

/** One labelled input with its help tip, built from the tool's field spec. */
export function FormField({ name, spec, value, onChange, disabled, error, ref }: FormFieldProps) {
  const id = useId();
  const left = spec.maxLength - value.length;
  const showLeft = spec.kind !== 'select' && left <= spec.maxLength * WARN_AT_SHARE_LEFT;
  const hintId = `${id}-hint`;
  const leftId = `${id}-left`;
  const errorId = `${id}-error`;
  const describedBy =
    [error ? errorId : '', spec.hint ? hintId : '', showLeft ? leftId : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    value,
    disabled,
    ref,
    'aria-invalid': error ? true : undefined,
    placeholder: spec.placeholder,
    maxLength: spec.maxLength,
    'aria-describedby': describedBy,
  };

  return (
    <div className="flex flex-col gap-2">
      <FieldLabel htmlFor={id} spec={spec} />
      {spec.kind === 'select' ? (
        <Select
          id={id}
          ref={ref}
          name={name}
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        >
          {/* No choice made at first, so the emptiness check covers selects too. */}
          <option value="" disabled>
            {spec.placeholder ?? `Select ${spec.label.toLowerCase()}`}
          </option>
          {spec.options?.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      ) : spec.kind === 'textarea' ? (
        <Textarea {...common} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Input {...common} type="text" onChange={(event) => onChange(event.target.value)} />
      )}
      <FieldNotes
        ids={{ error: errorId, hint: hintId, left: leftId }}
        error={error}
        hint={spec.hint}
        left={showLeft ? left : undefined}
      />
    </div>
  );
}

/** The field's label and, where the spec has help, its info button with the help in a tooltip. */
function FieldLabel({ htmlFor, spec }: { htmlFor: string; spec: FieldSpec }) {
  return (
    <div className="flex items-center gap-1.5">
      <Label htmlFor={htmlFor}>{spec.label}</Label>
      {spec.help && (
        <Tooltip content={spec.help}>
          <button
            type="button"
            aria-label={`About ${spec.label}`}
            // 24 px: the smallest target WCAG 2.2 allows (2.5.8), around a 16 px icon.
            className="inline-flex size-6 items-center justify-center rounded-full text-base-500 hover:text-base-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
          >
            <Info aria-hidden="true" className="size-4" />
          </button>
        </Tooltip>
      )}
    </div>
  );
}

/** What is said under the field, each tied to it by id: the error, the hint, the characters left near the limit. */
function FieldNotes({
  ids,
  error,
  hint,
  left,
}: {
  ids: { error: string; hint: string; left: string };
  error?: string;
  hint?: string;
  left?: number;
}) {
  return (
    <>
      {error && (
        <p id={ids.error} className="text-xs font-medium text-danger-700">
          {error}
        </p>
      )}
      {hint && (
        <p id={ids.hint} className="text-xs text-base-500">
          {hint}
        </p>
      )}
      {left !== undefined && (
        <p id={ids.left} className="text-xs text-warning-700" aria-live="polite">
          {left === 1 ? '1 character left' : `${left} characters left`}
        </p>
      )}
    </>
  );
}
