import { useId, useState } from 'react';
import { Input, Label } from '@/web/components/ui/input';

interface NameInputProps {
  label: string;
  value: string;
  maxLength: number;
  /** Said under the input while it is empty; the last name given stays in the model meanwhile. */
  requiredMessage: string;
  onName: (name: string) => void;
  className?: string;
}

/**
 * A name that must not be empty (a cost line's, a scenario's): every non-empty keystroke is
 * applied, trimmed; an empty field says so and leaves the model as it was.
 */
export function NameInput({ label, value, maxLength, requiredMessage, onName, className }: NameInputProps) {
  const id = useId();
  const [text, setText] = useState(value);
  // Follow a name changed from outside (Reset, a line removed above) unless the text already says it.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (text.trim() !== value) setText(value);
  }
  const missing = text.trim() === '';
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={text}
        maxLength={maxLength}
        className={className}
        aria-invalid={missing}
        aria-describedby={missing ? `${id}-error` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value.trim() !== '') onName(event.target.value.trim());
        }}
      />
      {missing && (
        <p id={`${id}-error`} className="text-sm text-danger-700">
          {requiredMessage}
        </p>
      )}
    </div>
  );
}
