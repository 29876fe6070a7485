import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { KeyRound } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { DASHBOARD_PATH } from '@/core/tools/listings';
import { nextPathOf, withNext } from './account-paths';
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

/** The account's password, asked to confirm a change (a new email, a new password, Delete My Account). */
export const CURRENT_PASSWORD: AccountField = {
  name: 'currentPassword',
  label: 'Current password',
  type: 'password',
  autoComplete: 'current-password',
};

interface AccountFormProps {
  title: string;
  fields: readonly AccountField[];
  submit: string;
  busy: string;
  /** Sends the form, then the dashboard opens; a refusal's sentence shows above the button, and the fields keep what was typed. */
  onSubmit: (values: Record<string, string>) => Promise<unknown>;
  /** Under the form: the way to the other page. */
  other: { question: string; label: string; to: string };
  intro?: ReactNode;
  /** The passkey's way, a second button: what it says, which fields it needs filled, what it does. */
  passkey?: PasskeyAction;
  /** More ways in under the buttons, given what the fields hold (Sign In's link by email). */
  more?: (values: Record<string, string>) => ReactNode;
}

export interface PasskeyAction {
  label: string;
  busy: string;
  /** The fields it needs (Sign Up's name and email); empty, it asks "Enter your …" first. */
  needs: readonly string[];
  run: (values: Record<string, string>) => Promise<unknown>;
}

/** The Sign In and Sign Up pages: a brand header, labelled fields, one button and the server's answer. */
/** What the form's buttons send, one at a time: which is on its way, and the last refusal. */
function useSending() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [error, setError] = useState('');
  const [sending, setSending] = useState<'form' | 'passkey' | null>(null);
  async function attempt(which: 'form' | 'passkey', work: () => Promise<unknown>) {
    setSending(which);
    setError('');
    try {
      await work();
      // Signed in: the account's work, or the invitation that sent them here.
      await navigate(nextPathOf(search, DASHBOARD_PATH));
    } catch (failure) {
      setError(failureMessage(failure));
      setSending(null);
    }
  }
  return { error, setError, sending, attempt };
}

export function AccountForm({ title, fields, submit, busy, onSubmit, other, intro, passkey, more }: AccountFormProps) {
  const id = useId();
  const [values, setValues] = useState<Record<string, string>>({});
  const { error, setError, sending, attempt } = useSending();

  function send(event: FormEvent) {
    event.preventDefault();
    void attempt('form', () => onSubmit(values));
  }

  function withPasskey(action: PasskeyAction) {
    const missing = fields.filter((field) => action.needs.includes(field.name) && !values[field.name]?.trim());
    if (missing.length > 0)
      return setError(`Enter your ${missing.map((field) => field.label.toLowerCase()).join(' and ')} first.`);
    void attempt('passkey', () => action.run(values));
  }

  return (
    <AccountCard title={title} intro={intro} other={other}>
      <form className="mt-6 flex flex-col gap-4" onSubmit={send} aria-describedby={error ? `${id}-error` : undefined}>
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
        <Button type="submit" disabled={sending !== null}>
          {sending === 'form' ? busy : submit}
        </Button>
        {passkey && (
          <Button type="button" variant="outline" disabled={sending !== null} onClick={() => withPasskey(passkey)}>
            <KeyRound aria-hidden="true" />
            {sending === 'passkey' ? passkey.busy : passkey.label}
          </Button>
        )}
        {more?.(values)}
      </form>
    </AccountCard>
  );
}

/** The page around the form: the brand (home), the title, an introduction and the way to the other page. */
export function AccountCard({
  title,
  intro,
  other,
  children,
}: Pick<AccountFormProps, 'title' | 'intro' | 'other'> & { children: ReactNode }) {
  // The other page brings the founder back to the same place.
  const next = nextPathOf(useLocation().search, '');
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
        {children}
        <p className="mt-6 text-sm text-base-600">
          {other.question}{' '}
          <Link to={withNext(other.to, next || undefined)} className="font-medium text-primary-700 underline">
            {other.label}
          </Link>
        </p>
      </div>
    </main>
  );
}

/** A refusal's sentence, or what a passkey ceremony that did not finish means to a founder. */
export function failureMessage(failure: unknown): string {
  if (failure instanceof ApiError) return failure.message;
  // WebAuthn's refusals are DOMExceptions: cancelled, timed out, or no authenticator allowed here.
  if (failure instanceof Error && failure.name === 'NotAllowedError')
    return 'The passkey request was cancelled or timed out.';
  if (failure instanceof Error && failure.name === 'InvalidStateError')
    return 'This device already holds a passkey for this account.';
  return failure instanceof Error ? `Passkeys cannot be used here: ${failure.message}` : String(failure);
}

interface FormInputProps {
  id: string;
  field: AccountField;
  value: string;
  onChange: (value: string) => void;
}

export function FormInput({ id, field, value, onChange }: FormInputProps) {
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
