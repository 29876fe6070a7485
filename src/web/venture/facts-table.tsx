import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { FACT_IDS, FACT_LABELS, type FactId } from '@/core/venture/fact-kinds';
import { factSourceText } from '@/core/venture/fact-origin';
import type { Currency } from '@/core/finance/currency';
import { ventureCurrency } from '@/core/venture/fact-currency';
import type { VentureFact } from '@/core/venture/facts';
import { groupDigits, parseAmount } from '@/core/text/amount';
import { checkPin, pinBounds } from '@/core/venture/pins';
import type { VentureOverview } from '@/core/workspace/schema';
import { AmountInput } from '@/web/components/ui/amount-input';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/input';
import { toast } from '@/web/components/ui/toaster';
import { workspaceApi } from '@/web/workspace/api';
import { WORKSPACE_TEXTS } from '@/web/workspace/texts';
import { FactCommentsSlot } from './fact-comments-slot';
import { VENTURE_TEXTS } from './venture-texts';

interface FactsTableProps {
  overview: VentureOverview;
  onChange: (overview: VentureOverview) => void;
}

/**
 * Every fact a venture can hold: its value and source, or Not set; each can be pinned, a pin changed
 * or removed, and, for members, carry comment threads (their panel after the fact's row).
 */
export function FactsTable({ overview, onChange }: FactsTableProps) {
  const [editing, setEditing] = useState<FactId | null>(null);
  const buttons = useRef(new Map<FactId, HTMLButtonElement | null>());
  const close = (id: FactId) => {
    setEditing(null);
    // The editor had focus: back to the row's Pin button.
    requestAnimationFrame(() => buttons.current.get(id)?.focus());
  };
  const unpin = async (id: FactId) => {
    try {
      onChange(await workspaceApi.unpinFact(overview.ventureId, id));
      toast.success(VENTURE_TEXTS.unpinned.title, { description: VENTURE_TEXTS.unpinned.description });
      requestAnimationFrame(() => buttons.current.get(id)?.focus());
    } catch (failure) {
      toast.error(WORKSPACE_TEXTS.notSaved, {
        description: failure instanceof Error ? failure.message : String(failure),
      });
    }
  };
  return (
    <section aria-labelledby="venture-facts" className="flex flex-col gap-3">
      <FactsHeading />
      <ul className="divide-y divide-base-200 rounded-lg border border-base-200 bg-white">
        {FACT_IDS.map((id) => {
          const fact = overview.facts.find((each) => each.id === id);
          return (
            <li key={id} className="flex flex-col gap-2 p-3">
              <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                {editing === id ? (
                  <PinEditor
                    currency={ventureCurrency(overview.facts)}
                    id={id}
                    fact={fact}
                    ventureId={overview.ventureId}
                    onSaved={(next) => {
                      onChange(next);
                      close(id);
                    }}
                    onCancel={() => close(id)}
                  />
                ) : (
                  <FactRow
                    id={id}
                    fact={fact}
                    ventureId={overview.ventureId}
                    buttonRef={(button) => void buttons.current.set(id, button)}
                    onPin={() => setEditing(id)}
                    onUnpin={() => void unpin(id)}
                  />
                )}
              </div>
              <FactCommentsSlot place="panel" ventureId={overview.ventureId} id={id} label={FACT_LABELS[id]} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The facts' heading, which names their section, and what they are for. */
function FactsHeading() {
  return (
    <>
      <h2 id="venture-facts" className="text-lg font-semibold text-base-900">
        {VENTURE_TEXTS.factsHeading}
      </h2>
      <p className="text-sm text-base-600">{VENTURE_TEXTS.factsHelp}</p>
    </>
  );
}

interface FactRowProps {
  id: FactId;
  fact: VentureFact | undefined;
  ventureId: string;
  buttonRef: (button: HTMLButtonElement | null) => void;
  onPin: () => void;
  onUnpin: () => void;
}

function FactRow({ id, fact, ventureId, buttonRef, onPin, onUnpin }: FactRowProps) {
  const label = FACT_LABELS[id];
  const pinned = fact?.source.kind === 'founder';
  return (
    <>
      <div className="min-w-0">
        <p className="text-sm font-medium text-base-700">{label}</p>
        <p className="text-base-900">{fact ? fact.display : VENTURE_TEXTS.notSet}</p>
        {fact?.note && <p className="text-sm text-base-700">{fact.note}</p>}
        {fact && (
          <p className="text-xs text-base-600">
            {factSourceText(fact)}
            {fact.overridden && fact.toolValue !== undefined
              ? ` (the tool said ${fact.toolValue.toLocaleString('en-US')})`
              : ''}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          ref={buttonRef}
          variant="outline"
          size="sm"
          onClick={onPin}
          aria-label={`${pinned ? 'Change' : 'Pin'} ${label}`}
        >
          {pinned ? 'Change' : 'Pin'}
        </Button>
        {pinned && (
          <Button variant="ghost" size="sm" onClick={onUnpin} aria-label={`Unpin ${label}`}>
            Unpin
          </Button>
        )}
        <FactCommentsSlot place="controls" ventureId={ventureId} id={id} label={label} />
      </div>
    </>
  );
}

interface PinEditorProps {
  id: FactId;
  fact: VentureFact | undefined;
  ventureId: string;
  onSaved: (overview: VentureOverview) => void;
  onCancel: () => void;
  /** The venture's currency: a pinned amount is in it. */
  currency: Currency;
}

/** A number for the fact, checked here and by the server against the fact's bounds; Escape cancels. */
function PinEditor({ id, fact, ventureId, onSaved, onCancel, currency }: PinEditorProps) {
  const [text, setText] = useState(fact ? groupDigits(String(fact.value)) : '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { min, max, hint } = pinBounds(id, currency);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPin(id, parseAmount(text) ?? Number.NaN, currency);
    if (!checked.ok) return setError(checked.message);
    setSaving(true);
    try {
      onSaved(await workspaceApi.pinFact(ventureId, id, checked.value));
      toast.success(VENTURE_TEXTS.pinned.title, { description: VENTURE_TEXTS.pinned.description });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setSaving(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onCancel();
  };
  return (
    <form onSubmit={submit} onKeyDown={onKeyDown} className="flex w-full flex-col gap-2" noValidate>
      <Label htmlFor={`pin-${id}`}>{FACT_LABELS[id]}</Label>
      <div className="flex flex-wrap gap-2">
        <AmountInput
          id={`pin-${id}`}
          step={1}
          min={min}
          max={max}
          text={text}
          onText={setText}
          autoFocus
          aria-describedby={`pin-${id}-hint${error ? ` pin-${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          className="max-w-xs"
        />
        <Button type="submit" size="sm" disabled={saving}>
          Save Pin
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
      <p id={`pin-${id}-hint`} className="text-xs text-base-600">
        {hint}
      </p>
      {error && (
        <p id={`pin-${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
