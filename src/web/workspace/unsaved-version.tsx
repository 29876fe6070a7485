import { Copy, Check } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { editablePartAt, partAt, withPart, type EditablePart } from '@/core/tools/editable-parts';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/toaster';
import type { RefusedEdit } from './use-save-edit';

export interface UnsavedVersionProps {
  refused: RefusedEdit;
  /** The newest result, on screen. */
  newest: unknown;
  /** Saves a result as an edit of the newest version. */
  save: (result: unknown) => Promise<unknown>;
  /** The tool's declared parts, whose field labels name what the panel shows (the screen's own words). */
  parts?: readonly EditablePart[];
  /** What the founder edits of a result refused whole, as text (the model's; define-tool.ts). */
  editedText?: (result: never) => string | Promise<string>;
  onDone: () => void;
}

/** "Starting Customers" for `startingCustomers`: a name for a key no declared field labels (the model's). */
const keyName = (key: string) => key.charAt(0).toUpperCase() + key.replace(/([a-z])([A-Z])/g, '$1 $2').slice(1);

/**
 * A part's value as plain text: a text as it is, a list one item a line, fields one "Label: value"
 * each, labelled as the part's editor labels them ("Slide Title: …"), else by their keys.
 */
export function textOf(value: unknown, part?: EditablePart): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map((item) => textOf(item)).join('\n');
  if (value && typeof value === 'object') {
    const label = (key: string) => part?.fields?.find((field) => field.key === key)?.label ?? keyName(key);
    return Object.entries(value)
      .map(([key, item]) => `${label(key)}: ${textOf(item)}`)
      .join('\n');
  }
  return value === undefined || value === null ? '' : String(value);
}

/**
 * The refused edit's parts, each with its text; for a tool that words what the founder edits as
 * one text (the model's `editedText`), that text, under the names of the parts the edit changed.
 */
function partsOf({ result, yours }: RefusedEdit, declared?: readonly EditablePart[], editedText?: string) {
  if (editedText !== undefined) return [{ name: yours.map((part) => part.name).join(', '), text: editedText }];
  return yours.map((part) => ({
    name: part.name,
    text: textOf(part.path.length === 0 ? result : partAt(result, part.path), editablePartAt(declared, part.path)),
  }));
}

/** The tool's text of a refused result (its `editedText`), once its code is there; '' until then. */
function useEditedText(refused: RefusedEdit, editedText: UnsavedVersionProps['editedText']): string | undefined {
  const [text, setText] = useState<{ of: RefusedEdit; text: string }>();
  useEffect(() => {
    if (!editedText) return;
    let current = true;
    void Promise.resolve(editedText(refused.result as never)).then(
      (made) => current && setText({ of: refused, text: made }),
    );
    return () => {
      current = false;
    };
  }, [refused, editedText]);
  if (!editedText) return undefined;
  return text?.of === refused ? text.text : '';
}

/**
 * The result of Apply: the refused edit's parts on the newest result, or the refused result whole
 * when slides moved in or out meanwhile (its parts can no longer be found by their places).
 */
export function applied({ result, conflicts, yours }: RefusedEdit, newest: unknown): unknown {
  if ([...conflicts, ...yours].some((part) => part.path.length === 0)) return result;
  return yours.reduce((merged, part) => withPart(merged, part.path, partAt(result, part.path)), newest);
}

/**
 * Who saved first, as the panel says it (docs/product.md §13): the parts, by name; or, when the
 * refusal names the whole result (the other tab added or removed slides, or changed what no part
 * covers), the result itself, since "Another tab saved The whole result first" reads as no sentence.
 */
export function refusalText(conflicts: RefusedEdit['conflicts']): string {
  const first = conflicts.some((part) => part.path.length === 0)
    ? 'Another tab changed this result first.'
    : `Another tab saved ${conflicts.map((part) => part.name).join(', ')} first.`;
  return `${first} What you wrote is kept here: copy it, or apply it on the newest version.`;
}

/**
 * "Your unsaved version" (docs/product.md §13): the text of an edit refused because another tab
 * saved the same part first, kept until the founder copies it, applies it on the newest version,
 * or discards it. It takes focus when it appears, so the refusal is heard and the panel is reached.
 */
export default function UnsavedVersion(props: UnsavedVersionProps) {
  const { refused, newest, save, onDone } = props;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [refused]);
  const edited = useEditedText(refused, props.editedText);
  const parts = partsOf(refused, props.parts, edited);
  const copy = async () => {
    await navigator.clipboard.writeText(parts.map((part) => `${part.name}\n${part.text}`).join('\n\n'));
    toast.success('Copied', { description: 'Your unsaved version is on the clipboard.' });
  };
  // The panel goes away: focus goes to the result's heading (generation-focus.tsx's ResultHeading), not to the page.
  const close = () => {
    heading.current
      ?.closest('main')
      ?.querySelector<HTMLElement>('h2[tabindex="-1"]:not(#unsaved-version-title)')
      ?.focus();
    onDone();
  };
  const apply = async () => {
    close();
    await save(applied(refused, newest));
  };
  return (
    <section
      aria-labelledby="unsaved-version-title"
      className="flex flex-col gap-3 rounded-md border border-warning-300 bg-warning-50 p-4"
    >
      <h2 id="unsaved-version-title" ref={heading} tabIndex={-1} className="text-base font-semibold text-warning-900">
        Your unsaved version
      </h2>
      <p className="text-sm text-warning-900">{refusalText(refused.conflicts)}</p>
      {parts.map((part) => (
        <div key={part.name} className="flex flex-col gap-1">
          <h3 className="text-sm font-medium text-base-900">{part.name}</h3>
          <p className="whitespace-pre-wrap rounded bg-white p-2 text-sm text-base-800">{part.text}</p>
        </div>
      ))}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
        <Button onClick={() => void apply()}>
          <Check aria-hidden="true" />
          Apply
        </Button>
        <Button variant="ghost" onClick={close}>
          Discard
        </Button>
      </div>
    </section>
  );
}
