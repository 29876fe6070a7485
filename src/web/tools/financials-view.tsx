import { RotateCcw } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { financialsClient, type FinancialModel } from '@/core/tools/financials/client';
import { Button } from '@/web/components/ui/button';
import { preloadable } from '@/web/lib/preloadable';
import { ShareButton } from '@/web/share/share-button';
import { useAutosave } from '@/web/workspace/use-autosave';
import { ResultHeader } from '@/web/generator/result-header';
import { ToolScreen } from '@/web/generator/tool-screen';
import { useToolSession } from '@/web/workspace/use-tool-session';
import { AssumptionsList } from './financials/assumptions-list';

// The report (tabs, chart, editor) is needed only once a model exists: the form's page loads without
// it. Fetched while the model generates, it usually renders with the model; the heading, which takes
// focus when the model arrives, is drawn here, so it never waits for that code (on a busy machine
// the model arrived first, Stop went away with the form, and focus fell to the page until the code came).
const { Component: ModelReport, preload: loadReport } = preloadable(() =>
  import('./financials/model-report').then((module) => module.ModelReport),
);

/**
 * Financial Model Generator: form, then loading (with the assumptions as they stream in), then the
 * computed model in place of the form (docs/product.md §4). Opens on the venture's latest model.
 */
export default function FinancialsView() {
  const session = useToolSession(financialsClient);
  const { generate, loading, result, partial, setResult, saveEdit, saved } = session;
  // Edits recompute in the browser with the engine, at once, and are saved a moment after the last
  // one, to the result they were made on.
  const autosave = useAutosave((edit: { model: FinancialModel; documentId?: string }) =>
    saveEdit(edit.model, edit.documentId),
  );
  const edit = (model: FinancialModel) => {
    setResult(model);
    autosave.schedule({ model, documentId: saved.shown?.id });
  };
  // New Model opens the form in the model's place; the model stays, for Cancel and for a generation that fails.
  const [formOpen, setFormOpen] = useState(false);
  const newModel = useRef<HTMLButtonElement>(null);
  const cancel = () => {
    setFormOpen(false);
    // The form that had focus is gone: New Model, which opened it, takes it back.
    requestAnimationFrame(() => newModel.current?.focus());
  };
  const submit = async (values: Record<string, string>) => {
    // Fetched while the model generates, so it is there when the model is.
    void loadReport();
    const made = await generate(values);
    if (made) setFormOpen(false);
    return made;
  };
  const showModel = result !== null && !formOpen;

  return (
    // The model stands in the form's place; New Model brings the form back with the inputs that made
    // this model (the saved model stays in History).
    <ToolScreen
      tool={financialsClient}
      session={session}
      form={{
        hidden: showModel,
        onSubmit: submit,
        onCancel: result !== null && formOpen ? cancel : undefined,
      }}
    >
      {showModel ? (
        <section aria-label="Financial model" className="flex flex-col gap-4">
          <ResultHeader title="Financial Model" tool={financialsClient} result={result}>
            <Button ref={newModel} variant="ghost" onClick={() => setFormOpen(true)}>
              <RotateCcw aria-hidden="true" />
              New Model
            </Button>
            <ShareButton documentId={saved.shown?.id} />
          </ResultHeader>
          <Suspense fallback={<AssumptionsList assumptions={result.assumptions} />}>
            <ModelReport model={result} documentId={saved.shown?.id} onEdit={edit} saveStatus={autosave.status} />
          </Suspense>
        </section>
      ) : (
        loading && partial && <AssumptionsList assumptions={partial} streaming />
      )}
    </ToolScreen>
  );
}
