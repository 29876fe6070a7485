import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/toaster';
import { accountApi } from './account-api';
import { CURRENT_PASSWORD, FormInput } from './account-form';
import { ACCOUNT_TEXTS, endedSessionsText } from './account-texts';
import { ProblemLine, useSubmit } from './use-submit';

interface PasswordSectionProps {
  /** Undefined while it is read. */
  hasPassword: boolean | undefined;
  /** Signed in by a link an owner handed over: a new password is set without the current one, for a while. */
  resetting: boolean;
  /** The password was changed or set: the screen now knows it has one, and its sessions list is read again. */
  onChanged: () => void;
}

/** The password's fields and their button: what was done is said on screen and in a toast. */
function usePasswordForm({ hasPassword, resetting, onChanged }: PasswordSectionProps) {
  const submit = useSubmit();
  const [values, setValues] = useState({ currentPassword: '', newPassword: '' });
  const [done, setDone] = useState('');
  const set = (field: keyof typeof values) => (value: string) => setValues((before) => ({ ...before, [field]: value }));

  async function save(event: FormEvent) {
    event.preventDefault();
    setDone('');
    const { currentPassword, newPassword } = values;
    let ended = 0;
    const saved = await submit.run(async () => {
      ({ endedSessions: ended } = await accountApi.changePassword({
        newPassword,
        ...(hasPassword && !resetting && { currentPassword }),
      }));
    });
    if (!saved) return;
    const title = hasPassword ? ACCOUNT_TEXTS.passwordChanged : ACCOUNT_TEXTS.passwordSet;
    setValues({ currentPassword: '', newPassword: '' });
    setDone(`${title}. ${endedSessionsText(ended)}`);
    toast.success(title, { description: endedSessionsText(ended) });
    onChanged();
  }
  return { values, set, done, save, ...submit };
}

/**
 * Password on the account screen (docs/product.md §16): changed with the current one, or set on an
 * account made with a passkey. Every other session of the account ends; this one stays.
 */
export function PasswordSection(props: PasswordSectionProps) {
  const id = useId();
  const { hasPassword, resetting } = props;
  const { values, set, done, save, problem, busy } = usePasswordForm(props);
  return (
    <section aria-labelledby="account-password" className="rounded-xl border border-base-200 bg-white p-6 shadow-sm">
      <h2 id="account-password" className="text-lg font-semibold text-base-900">
        Password
      </h2>
      {hasPassword === undefined ? (
        <p className="mt-4 text-sm text-base-600">Loading…</p>
      ) : (
        <form className="mt-4 flex max-w-md flex-col gap-4" onSubmit={(event) => void save(event)}>
          <p className="text-sm text-base-600">
            {resetting ? ACCOUNT_TEXTS.resetting : hasPassword ? ACCOUNT_TEXTS.passwordNote : ACCOUNT_TEXTS.noPassword}
          </p>
          {hasPassword && !resetting && (
            <FormInput
              id={`${id}-current`}
              field={CURRENT_PASSWORD}
              value={values.currentPassword}
              onChange={set('currentPassword')}
            />
          )}
          <FormInput
            id={`${id}-new`}
            field={{
              name: 'newPassword',
              label: 'New password',
              type: 'password',
              autoComplete: 'new-password',
              hint: ACCOUNT_TEXTS.passwordHint,
            }}
            value={values.newPassword}
            onChange={set('newPassword')}
          />
          <ProblemLine problem={problem} />
          <p role="status" className="text-sm text-base-700 empty:hidden">
            {done}
          </p>
          <Button type="submit" className="self-start" disabled={busy}>
            {busy ? 'Saving…' : hasPassword ? 'Change Password' : 'Set Password'}
          </Button>
        </form>
      )}
    </section>
  );
}
