import { useState } from 'react';
import { financialsClient } from '@/core/tools/financials/client';
import { BusyIndicator } from '@/web/generator/busy-indicator';
import { GeneratorForm } from '@/web/generator/generator-form';
import { ToolPage } from '@/web/generator/tool-page';
import { useGenerator, type InputValues } from '@/web/generator/use-generator';
import { AssumptionsList } from './financials/assumptions-list';
import { FinancialModel } from './financials/financial-model';

/**
 * Financial Model Generator: form, then loading (with the assumptions as they stream in), then the
 * computed model in place of the form (spec §4).
 */
export default function FinancialsView() {
  const { generate, loading, result, partial, setResult } = useGenerator(financialsClient);
  // The form unmounts while a model is shown; New Model brings it back with these values.
  const [lastValues, setLastValues] = useState<InputValues>({});
  const submit = (values: InputValues) => {
    setLastValues(values);
    return generate(values);
  };

  return (
    <ToolPage tool={financialsClient}>
      {result ? (
        <FinancialModel model={result} onNewModel={() => setResult(null)} />
      ) : (
        <>
          <GeneratorForm tool={financialsClient} loading={loading} onSubmit={submit} initialValues={lastValues} />
          {loading && <BusyIndicator text={financialsClient.texts.busy} />}
          {loading && partial && <AssumptionsList assumptions={partial} streaming />}
        </>
      )}
    </ToolPage>
  );
}
