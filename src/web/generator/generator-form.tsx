import { useState, type FormEvent } from 'react';
import type { ToolClient } from '@/core/tools/define-tool';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { FormField } from './form-field';
import type { InputValues } from './use-generator';

interface GeneratorFormProps {
  tool: Pick<ToolClient, 'fields' | 'texts'>;
  loading: boolean;
  onSubmit: (values: InputValues) => unknown;
  /** Values to start from, for example an idea carried over from another tool. */
  initialValues?: InputValues;
  /** Grid columns for wide screens; single fields read best at full width. */
  columns?: 1 | 3;
}

/** A tool's form: its fields in order and the submit button with its busy state. Keeps what was typed across attempts. */
export function GeneratorForm({ tool, loading, onSubmit, initialValues = {}, columns = 1 }: GeneratorFormProps) {
  const [values, setValues] = useState<InputValues>(() => Object.fromEntries(Object.keys(tool.fields).map((name) => [name, initialValues[name] ?? ''])));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!loading) void onSubmit(values);
  };

  return (
    <Card>
      <CardContent className="pt-6">
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          <div className={columns === 3 ? 'grid gap-5 md:grid-cols-3' : 'flex flex-col gap-5'}>
            {Object.entries(tool.fields).map(([name, spec]) => (
              <FormField key={name} name={name} spec={spec} value={values[name] ?? ''} onChange={(value) => setValues((old) => ({ ...old, [name]: value }))} />
            ))}
          </div>
          <div>
            <Button type="submit" disabled={loading} aria-busy={loading}>
              {loading && <Spinner />}
              {loading ? tool.texts.submitting : tool.texts.submit}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
