import { useId, useState } from 'react';
import { CURRENCIES, type Currency } from '@/core/finance/currency';
import type { FinancialModel } from '@/core/finance/schema';
import { withCurrency } from '@/core/tools/financials/currency-change';
import { ventureCurrency } from '@/core/venture/fact-currency';
import type { VentureOverview } from '@/core/workspace/schema';
import { toast } from '@/web/components/ui/toaster';
import { workspaceApi } from '@/web/workspace/api';
import { WORKSPACE_TEXTS } from '@/web/workspace/texts';
import { VENTURE_TEXTS } from './venture-texts';

const names = new Intl.DisplayNames(['en'], { type: 'currency' });
/** "EUR: Euro". */
export const currencyName = (code: Currency) => `${code}: ${names.of(code) ?? code}`;

/** The venture's newest financial model: the document of the tool its facts say is the venture's model. */
function modelDocument({ facts, documents }: VentureOverview) {
  const source = facts.find((fact) => fact.source.kind === 'tool' && fact.source.ventureModel)?.source;
  return source?.kind === 'tool' ? documents.find((document) => document.tool === source.tool) : undefined;
}

/** Saves a new currency on the newest model (an edit, a new version), then reads the facts again. */
function useCurrencyChange(overview: VentureOverview, onChange: (next: VentureOverview) => void) {
  const [saving, setSaving] = useState(false);
  const model = modelDocument(overview);
  const current = ventureCurrency(overview.facts);
  const choose = async (currency: Currency) => {
    if (!model || currency === current) return;
    setSaving(true);
    try {
      const saved = await workspaceApi.document(model.id);
      const result = saved.result as FinancialModel;
      await workspaceApi.updateDocument(model.id, saved.version, {
        ...result,
        assumptions: withCurrency(result.assumptions, currency),
      });
      onChange(await workspaceApi.ventureFacts(overview.ventureId));
      toast.success(VENTURE_TEXTS.currencyChanged.title, {
        description: VENTURE_TEXTS.currencyChanged.description(currencyName(currency)),
      });
    } catch (failure) {
      toast.error(WORKSPACE_TEXTS.notSaved, {
        description: failure instanceof Error ? failure.message : String(failure),
      });
    } finally {
      setSaving(false);
    }
  };
  return { model, current, saving, choose };
}

/**
 * The venture's currency, chosen here as on the model (it is the model's: every amount of the
 * venture is in it). A change is an edit of the newest model, saved as a new version, that changes
 * the unit and converts nothing; then the facts read again in it.
 */
export function CurrencyChooser({
  overview,
  onChange,
}: {
  overview: VentureOverview;
  onChange: (next: VentureOverview) => void;
}) {
  const id = useId();
  const { model, current, saving, choose } = useCurrencyChange(overview, onChange);
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-2">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-base-900">
        {VENTURE_TEXTS.currencyHeading}
      </h2>
      <label htmlFor={id} className="text-sm font-medium text-base-800">
        Currency
      </label>
      <select
        id={id}
        value={current}
        disabled={!model || saving}
        aria-describedby={`${id}-hint`}
        onChange={(event) => void choose(event.target.value as Currency)}
        className="h-10 w-full max-w-xs rounded-md border border-base-300 bg-white px-3 text-sm text-base-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500 disabled:opacity-60"
      >
        {CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {currencyName(code)}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-sm text-base-600">
        {model ? VENTURE_TEXTS.currencyHint : VENTURE_TEXTS.currencyNoModel}
      </p>
    </section>
  );
}
