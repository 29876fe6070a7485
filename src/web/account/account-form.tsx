import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '@/web/components/page-title';
import { Button } from '@/web/components/ui/button';
import { Input, Label } from '@/web/components/ui/input';
import { ApiError } from '@/web/api/client';
import { BrandLogo } from '@/web/pages/landing/brand-logo';

export interface AccountField {
  name: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  /** Said under the field, and read with it. */
  hint?: string;
}

interface AccountFormProps {
  title: string;
  fields: readonly AccountField[];
  submit: string;
  busy: string;
  /** Sends the form; a refusal's sentence shows above the button, and the fields keep what was typed. */
  onSubmit: (values: Record<string, string>) => Promise<void>;
  /** Under the form: the way to the other page. */
  footer: ReactNode;
  intro?: ReactNode;
}

/** The Sign In and Sign Up pages: a brand header, labelled fields, one button and the server's answer. */
export function AccountForm({ title, fields, submit, busy, onSubmit, footer, intro }: AccountFormProps) {
  const id = useId();
  const [values, setValues] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);

  async function send(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    setError('');
    try {
      await onSubmit(values);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
      setSending(false);
    }
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-base-50 px-4 py-12">
      <PageTitle page={title} />
      <div className="w-full max-w-sm rounded-xl border border-base-200 bg-white p-6 shadow-sm">
        <Link
          to="/"
          className="inline-block rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-500"
        >
          <BrandLogo />
        </Link>
        <h1 className="mt-6 text-2xl font-bold text-base-900">{title}</h1>
        {intro && <p className="mt-2 text-sm text-base-600">{intro}</p>}
        <form
          className="mt-6 flex flex-col gap-4"
          onSubmit={(event) => void send(event)}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          {fields.map((field) => (
            <FormInput
              key={field.name}
              id={`${id}-${field.name}`}
              field={field}
              value={values[field.name] ?? ''}
              onChange={(value) => setValues((before) => ({ ...before, [field.name]: value }))}
            />
          ))}
          <p id={`${id}-error`} role="alert" className="text-sm text-red-700 empty:hidden">
            {error}
          </p>
          <Button type="submit" disabled={sending}>
            {sending ? busy : submit}
          </Button>
        </form>
        <p className="mt-6 text-sm text-base-600">{footer}</p>
      </div>
    </main>
  );
}

interface FormInputProps {
  id: string;
  field: AccountField;
  value: string;
  onChange: (value: string) => void;
}

function FormInput({ id, field, value, onChange }: FormInputProps) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{field.label}</Label>
      <Input
        id={id}
        name={field.name}
        type={field.type}
        autoComplete={field.autoComplete}
        required
        value={value}
        aria-describedby={field.hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {field.hint && (
        <p id={`${id}-hint`} className="text-xs text-base-500">
          {field.hint}
        </p>
      )}
    </div>
  );
}
