import { useLayoutEffect, useRef, type ClipboardEvent, type ComponentProps, type KeyboardEvent } from 'react';
import { caretAfter, groupDigits, parseAmount } from '@/core/text/amount';
import { Input } from './input';

type AmountInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'min' | 'max' | 'step'> & {
  /** The text shown, as typed (grouped with `groupDigits`). */
  text: string;
  /** Called with the new text on each keystroke, paste or arrow step. */
  onText: (text: string) => void;
  min: number;
  max: number;
  /** What Arrow Up and Arrow Down add and take away. */
  step: number;
};

/** A number as text for an amount: no exponent, no float noise ("1200000", "4.5"). */
const plain = (value: number) => String(Math.round(value * 1e6) / 1e6);

/**
 * An amount typed as a founder writes it: thousands separators appear as the digits are typed
 * ("500,000"), the caret staying after the digit it was after; a pasted "€500,000", "$1.2M" or
 * "500k" arrives as its number; Arrow Up and Down step it within its bounds. A spin button to
 * assistive technology, with its current number, as a number input is; a text input underneath,
 * so it can show separators (a number input cannot).
 */
export function AmountInput({ text, onText, min, max, step, onBlur, onKeyDown, onPaste, ...props }: AmountInputProps) {
  const ref = useRef<HTMLInputElement>(null);
  // Where the caret goes once the new text is on screen.
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const input = ref.current;
    if (input && caret.current !== null && document.activeElement === input)
      input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });
  const show = (typed: string, at: number) => {
    const formatted = groupDigits(typed);
    caret.current = caretAfter(typed, at, formatted);
    onText(formatted);
  };
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(event);
    const pasted = parseAmount(event.clipboardData.getData('text'));
    const input = event.currentTarget;
    if (pasted === null || event.defaultPrevented) return;
    event.preventDefault();
    const [from, to] = [input.selectionStart ?? text.length, input.selectionEnd ?? text.length];
    const digits = plain(pasted);
    show(text.slice(0, from) + digits + text.slice(to), from + digits.length);
  };
  const arrow = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    const direction = { ArrowUp: 1, ArrowDown: -1 }[event.key];
    if (direction === undefined || event.defaultPrevented) return;
    event.preventDefault();
    const next = Math.min(max, Math.max(min, (parseAmount(text) ?? 0) + direction * step));
    const shown = groupDigits(plain(next));
    caret.current = shown.length;
    onText(shown);
  };
  const value = parseAmount(text);
  return (
    <Input
      {...props}
      ref={ref}
      type="text"
      role="spinbutton"
      inputMode="decimal"
      autoComplete="off"
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={value ?? undefined}
      value={text}
      onChange={(event) => show(event.target.value, event.target.selectionStart ?? event.target.value.length)}
      onPaste={paste}
      onKeyDown={arrow}
      onBlur={(event) => {
        onBlur?.(event);
        // "500k" typed reads as 500,000 once the founder moves on.
        const read = parseAmount(text);
        if (read !== null && /[^\d,.-]/.test(text)) onText(groupDigits(plain(read)));
      }}
    />
  );
}
