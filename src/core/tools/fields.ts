/**
 * What a tool's schemas and prompts are written with: text fields within the product's limits,
 * lists, strict inputs, and how an input is quoted into a prompt. It imports nothing of the
 * tools, so every schema can use it without a cycle.
 */
import * as z from 'zod/mini';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX } from '../limits';

export { LONG_TEXT_MAX, SHORT_TEXT_MAX };

/** A string whose type errors read on from the field's label ("Industry is required"). */
const requiredText = () => z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') });

/** A required text input, whitespace around it dropped, at most `max` characters. */
const requiredInput = (max: number) =>
  requiredText().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(max, `must be at most ${max} characters`));

/** A required single-line text input; whitespace around it is dropped. */
export const shortText = () => requiredInput(SHORT_TEXT_MAX);
/** A required multi-line text input; whitespace around it is dropped. */
export const longText = () => requiredInput(LONG_TEXT_MAX);

/** Text a model must fill: whitespace around it dropped, not empty. */
export const filledText = () => z.string().check(z.trim(), z.minLength(1));
/** A list with at least one item. */
export const nonEmptyList = <T extends z.ZodMiniType>(item: T) => z.array(item).check(z.minLength(1));
/** A list of exactly `count` items. */
export const listOf = <T extends z.ZodMiniType>(item: T, count: number) => z.array(item).check(z.length(count));

/** How one input is shown in a tool's form. */
export interface FieldSpec {
  /** Visible label, as docs/product.md gives it. */
  label: string;
  kind: 'text' | 'textarea' | 'select';
  /** Text of the info tooltip next to the label. */
  help?: string;
  placeholder?: string;
  /** A hint shown under the field. */
  hint?: string;
  /** The choices of a select, in order. */
  options?: readonly string[];
  /** The most characters the field takes; the server's schema says the same. */
  maxLength: number;
  /** It may be left empty (the Investor Review's focus): the form's emptiness check skips it, as the schema does. */
  optional?: true;
}

/** A tool's inputs and nothing else: requests and imported files may carry no unknown field. */
export function strictInputs<I extends z.ZodMiniObject>(inputs: I) {
  return z.strictObject(inputs.shape);
}

/** Quotes a user's input for a prompt so it reads as data, not as instructions. */
export function quote(value: string): string {
  return JSON.stringify(value);
}
