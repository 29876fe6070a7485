import { useCan } from '@/web/workspace/use-can';
import { Square } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import type { ToolClient } from '@/core/tools/define-tool';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { FormField } from './form-field';
import { useGenerationFocusRefs, type GenerationFocusRefs } from './generation-focus';
import { missingFields, type InputValues } from './use-generator';

interface GeneratorFormProps {
  tool: Pick<ToolClient, 'fields' | 'texts'>;
  loading: boolean;
  onSubmit: (values: InputValues) => unknown;
  /** Ends a running generation; a Stop button sits beside the busy submit button while `loading`. */
  onStop?: () => void;
  /** Closes the form and goes back to the result it stood in for (New Deck, New Model): a Cancel button. */
  onCancel?: () => void;
  /** Values to start from, for example an idea carried over from another tool. */
  initialValues?: InputValues;
  /** Grid columns for wide screens; single fields read best at full width. */
  columns?: 1 | 3;
}

/** A tool's form: its fields in order and the submit button with its busy state. Keeps what was typed across attempts. */
export function GeneratorForm({
  tool,
  loading,
  onSubmit,
  onStop,
  onCancel,
  initialValues = {},
  columns = 1,
}: GeneratorFormProps) {
  const [values, setValues] = useState<InputValues>(() =>
    Object.fromEntries(Object.keys(tool.fields).map((name) => [name, initialValues[name] ?? ''])),
  );

  // Empty fields found by the last submit: marked and explained inline (the product's toast alone
  // closes after a few seconds), and the first one focused.
  const [missing, setMissing] = useState<string[]>([]);
  // Where focus goes while a generation runs and after it (Stop, the submit button, the first field).
  const focus = useGenerationFocusRefs();
  const { fieldRef, focusField } = useFieldRefs(Object.keys(tool.fields), focus);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const empty = missingFields(tool, values);
    setMissing(empty);
    if (empty[0]) focusField(empty[0]);
    // The screen's own check still runs and shows the product's toast.
    void onSubmit(values);
  };

  return (
    <Card>
      <CardContent className="pt-6">
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          <div className={columns === 3 ? 'grid gap-5 md:grid-cols-3' : 'flex flex-col gap-5'}>
            {Object.entries(tool.fields).map(([name, spec]) => (
              <FormField
                key={name}
                name={name}
                spec={spec}
                value={values[name] ?? ''}
                error={missing.includes(name) && !values[name]?.trim() ? `${spec.label} is required.` : undefined}
                ref={fieldRef(name)}
                onChange={(value) => setValues((old) => ({ ...old, [name]: value }))}
              />
            ))}
          </div>
          <FormActions texts={tool.texts} loading={loading} focus={focus} onStop={onStop} onCancel={onCancel} />
        </form>
      </CardContent>
    </Card>
  );
}

/**
 * Each field known by name, so the first one missing can take focus; the first field also takes
 * focus during a generation when neither button can (generation-focus.tsx).
 */
function useFieldRefs(names: readonly string[], focus: GenerationFocusRefs | null) {
  const fields = useRef(new Map<string, HTMLElement>());
  const fieldRef = (name: string) => (element: HTMLElement | null) => {
    if (!element) return;
    fields.current.set(name, element);
    const release = name === names[0] ? focus?.field(element) : undefined;
    return () => {
      fields.current.delete(name);
      release?.();
    };
  };
  return { fieldRef, focusField: (name: string) => fields.current.get(name)?.focus() };
}

/**
 * The submit button with its busy state, and Stop beside it while a generation runs. A pressed
 * submit button is disabled while busy: `focus` moves focus to Stop then, and back after.
 */
function FormActions({
  texts,
  loading,
  focus,
  onStop,
  onCancel,
}: {
  texts: Pick<ToolClient['texts'], 'submit' | 'submitting'>;
  loading: boolean;
  focus: GenerationFocusRefs | null;
  onStop?: () => void;
  onCancel?: () => void;
}) {
  // A viewer or commenter cannot generate (the dashboard's notice says why).
  const mayGenerate = useCan('edit');
  return (
    <div className="flex flex-wrap items-center gap-3">
      {/* May wrap on a narrow phone rather than run past the card. */}
      <Button
        ref={focus?.submit}
        type="submit"
        disabled={loading || !mayGenerate}
        aria-busy={loading}
        className="h-auto min-h-10 max-w-full whitespace-normal py-2 text-center"
      >
        {loading && <Spinner />}
        {loading ? texts.submitting : texts.submit}
      </Button>
      {loading && onStop && (
        <Button ref={focus?.stop} type="button" variant="outline" onClick={onStop}>
          <Square aria-hidden="true" className="fill-current" />
          Stop
        </Button>
      )}
      {!loading && onCancel && (
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      )}
    </div>
  );
}
