/**
 * The Rewrite with AI panel (docs/product.md §11), loaded on demand (part-editing.tsx): Shorter,
 * More Specific, More Persuasive or the founder's instruction; the rewrite streams into a preview
 * beside the current text, with Stop; then Accept (saved as an edit, through the same path as Save
 * Changes) or Discard. Regenerate (a slide) starts at once with no instruction. Focus goes into the
 * panel when it opens and follows what it shows; Escape, Discard and Accept give it back to the
 * button that opened it.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useRouteLoaderData } from 'react-router';
import {
  REWRITE_INSTRUCTION_MAX,
  REWRITE_PRESETS,
  REWRITE_STYLE_LABELS,
  type RewriteStyle,
} from '@/core/rewrite/rewrite';
import type { EditablePart } from '@/core/tools/editable-parts';
import type { PartPath } from '@/core/venture/document-figures';
import { Button } from '@/web/components/ui/button';
import { Label, Textarea } from '@/web/components/ui/input';
import type { DashboardData } from '@/web/dashboard/dashboard-loader';
import { DASHBOARD_ROUTE_ID } from '@/web/dashboard/route-id';
import { FieldError } from './field-error';
import { PartValue } from './rewrite-preview';
import { useRewrite, type RewriteRun } from './use-rewrite';

export interface RewritePanelProps {
  part: EditablePart;
  /** The part's name ("Executive Summary", "Slide 3"). */
  label: string;
  path: PartPath;
  /** The part as saved. */
  value: unknown;
  /** Written afresh at once, with no instruction (Regenerate Slide). */
  regenerate: boolean;
  toolId: string;
  documentId: string;
  errorText: string;
  onAccept: (value: unknown) => void;
  onClose: () => void;
}

export default function RewritePanel(props: RewritePanelProps) {
  const { part, label, value, regenerate, onAccept, onClose } = props;
  const { run, start, stop } = useRewrite(props);
  const panel = useRef<HTMLElement>(null);
  const offline = (useRouteLoaderData(DASHBOARD_ROUTE_ID) as DashboardData | undefined)?.health?.provider === 'offline';

  const begin = async (style: RewriteStyle, instruction?: string) => {
    // Regenerate has no choices to go back to: a failed one closes the panel (Stop closes it too).
    if ((await start(style, instruction)) === 'failed' && regenerate) onClose();
  };
  // Regenerate starts as it opens (and stops if the panel goes before it ends).
  useEffect(() => {
    if (!regenerate) return;
    void begin('regenerate');
    return stop;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the panel opens
  }, []);
  // Focus goes to what the panel shows: the first choice, Stop, then Accept.
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus({ preventScroll: true });
  }, [run.phase]);

  const close = () => {
    stop();
    onClose();
  };
  return (
    <section
      ref={panel}
      aria-label={`Rewrite with AI: ${label}`}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        close();
      }}
      className="flex flex-col gap-4 rounded-lg border border-primary-200 bg-white p-4"
    >
      {run.phase === 'idle' && !regenerate && <RewriteChoices onChoose={begin} onCancel={onClose} />}
      {run.phase !== 'idle' && <Comparison part={part} label={label} value={value} run={run} offline={offline} />}
      <div className="flex flex-wrap gap-2">
        {run.phase === 'streaming' && (
          <Button data-autofocus variant="outline" onClick={regenerate ? close : stop}>
            Stop
          </Button>
        )}
        {run.phase === 'ready' && (
          <>
            <Button data-autofocus onClick={() => onAccept(run.value)}>
              Accept
            </Button>
            <Button variant="outline" onClick={onClose}>
              Discard
            </Button>
          </>
        )}
      </div>
    </section>
  );
}

/** The current part beside its rewrite (streaming, then final), each under its heading. */
function Comparison({
  part,
  label,
  value,
  run,
  offline,
}: {
  part: EditablePart;
  label: string;
  value: unknown;
  run: Exclude<RewriteRun, { phase: 'idle' }>;
  offline: boolean;
}) {
  const streaming = run.phase === 'streaming';
  return (
    <div className="grid gap-4 text-sm text-base-700 md:grid-cols-2">
      <section aria-label={`Current ${label}`} className="flex flex-col gap-2">
        <h4 className="font-semibold text-base-900">Current</h4>
        <PartValue part={part} value={value} />
      </section>
      <section aria-label={`Rewritten ${label}`} aria-busy={streaming} className="flex flex-col gap-2">
        <h4 className="flex items-center gap-2 font-semibold text-base-900">
          {streaming ? 'Rewriting...' : 'Rewritten'}
          {offline && (
            <span className="rounded bg-warning-100 px-2 py-0.5 text-xs font-medium text-warning-900">
              Offline sample
            </span>
          )}
        </h4>
        <PartValue part={part} value={streaming ? run.preview : run.value} />
      </section>
    </div>
  );
}

/** Shorter, More Specific, More Persuasive, or the founder's instruction (at most 500 characters) and Rewrite. */
function RewriteChoices({
  onChoose,
  onCancel,
}: {
  onChoose: (style: RewriteStyle, instruction?: string) => void;
  onCancel: () => void;
}) {
  const [instruction, setInstruction] = useState('');
  const [empty, setEmpty] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const send = () => {
    const text = instruction.trim();
    if (text === '' || instruction.length > REWRITE_INSTRUCTION_MAX) {
      setEmpty(text === '');
      field.current?.focus();
      return;
    }
    onChoose('custom', text);
  };
  return (
    <>
      <div role="group" aria-label="Rewrite style" className="flex flex-wrap gap-2">
        {REWRITE_PRESETS.map((style, index) => (
          <Button
            key={style}
            data-autofocus={index === 0 || undefined}
            variant="outline"
            onClick={() => onChoose(style)}
          >
            {REWRITE_STYLE_LABELS[style]}
          </Button>
        ))}
      </div>
      <InstructionField
        ref={field}
        value={instruction}
        empty={empty}
        onChange={(next) => {
          setInstruction(next);
          setEmpty(false);
        }}
        onSend={send}
      />
      <div className="flex flex-wrap gap-2">
        <Button onClick={send}>Rewrite</Button>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </>
  );
}

interface InstructionFieldProps {
  value: string;
  /** Rewrite was pressed with nothing in it. */
  empty: boolean;
  onChange: (value: string) => void;
  /** Ctrl+Enter sends it, as Rewrite does. */
  onSend: () => void;
  ref: Ref<HTMLTextAreaElement>;
}

/** The labelled instruction, its counter ("n / 500") and what is wrong with it beside it. */
function InstructionField({ value, empty, onChange, onSend, ref }: InstructionFieldProps) {
  const id = useId();
  const error =
    value.length > REWRITE_INSTRUCTION_MAX
      ? `Instruction must be at most ${REWRITE_INSTRUCTION_MAX} characters.`
      : empty
        ? 'Instruction cannot be empty.'
        : undefined;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{REWRITE_STYLE_LABELS.custom}</Label>
      <Textarea
        ref={ref}
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
          event.preventDefault();
          onSend();
        }}
      />
      <p id={`${id}-count`} className="text-right text-xs tabular-nums text-base-500">
        {value.length} / {REWRITE_INSTRUCTION_MAX}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
