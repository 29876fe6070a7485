import { useId, useState } from 'react';
import { groupDigits, parseAmount } from '@/core/text/amount';
import { AmountInput } from '@/web/components/ui/amount-input';
import { Label } from '@/web/components/ui/input';

interface NumberBounds {
  min: number;
  max: number;
}

interface NumberInputProps {
  label: string;
  /** Shown beside the input and read with it: "$ per month", "% per month". */
  unit: string;
  value: number;
  bounds: NumberBounds;
  precision: 'whole' | 'tenth';
  /** A value within bounds, rounded to the precision; called on every keystroke that makes one. */
  onValue: (value: number) => void;
  /** Text under the input, such as the assumption's rationale. */
  hint?: string;
}

const readable = (value: number) => value.toLocaleString('en-US');

/** The entered text as a number within bounds, or the sentence that says what is wrong. */
function readNumber(
  text: string,
  bounds: NumberBounds,
  precision: 'whole' | 'tenth',
): { value: number } | { error: string } {
  const range = `from ${readable(bounds.min)} to ${readable(bounds.max)}`;
  const number = parseAmount(text) ?? Number.NaN;
  if (!Number.isFinite(number)) return { error: `Enter a number ${range}.` };
  if (number < bounds.min || number > bounds.max) return { error: `Enter a number ${range}.` };
  return { value: precision === 'whole' ? Math.round(number) : Math.round(number * 10) / 10 };
}

/**
 * A number the founder edits in place: its label, its unit, the engine's bounds (a clear message
 * outside them, and the figures keep the last good value), and the engine's precision. Typed with
 * thousands separators, pasted as "€500,000" or "500k" (AmountInput).
 */
export function NumberInput({ label, unit, value, bounds, precision, onValue, hint }: NumberInputProps) {
  const id = useId();
  const { text, error, change } = useNumberText(value, bounds, precision, onValue);
  const describedBy = [`${id}-unit`, error ? `${id}-error` : hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    // min-w-0 and a wrapping row: on a phone the unit goes under the input rather than past the screen.
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <AmountInput
          id={id}
          min={bounds.min}
          max={bounds.max}
          step={precision === 'whole' ? 1 : 0.1}
          text={text}
          onText={change}
          aria-invalid={error !== null}
          aria-describedby={describedBy}
          className="w-36 tabular-nums"
        />
        <span id={`${id}-unit`} className="text-sm text-base-600">
          {unit}
        </span>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger-700">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="text-sm text-base-600">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/** The input's text, its message, and what a keystroke does: a good number goes to the model at once. */
function useNumberText(
  value: number,
  bounds: NumberBounds,
  precision: 'whole' | 'tenth',
  onValue: (value: number) => void,
) {
  const [text, setText] = useState(groupDigits(String(value)));
  const [error, setError] = useState<string | null>(null);
  // Follow a value changed from outside (Reset to AI Proposal, another tab's version) unless the
  // text on screen already reads as it, so typing "12." is not rewritten to "12" mid-keystroke.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    const typed = readNumber(text, bounds, precision);
    if (!('value' in typed) || typed.value !== value) {
      setText(groupDigits(String(value)));
      setError(null);
    }
  }
  const change = (next: string) => {
    setText(next);
    const read = readNumber(next, bounds, precision);
    if ('error' in read) {
      setError(read.error);
      return;
    }
    setError(null);
    if (read.value !== value) onValue(read.value);
  };
  return { text, error, change };
}
