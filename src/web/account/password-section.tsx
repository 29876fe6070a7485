import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/toaster';
import { accountApi } from './account-api';
import { FormInput } from './account-form';
import { messageOf } from './account-list';
import { ACCOUNT_TEXTS, endedSessionsText } from './account-texts';

interface PasswordSectionProps {
  /** Undefined while it is read. */
  hasPassword: boolean | undefined;
  /** The password was changed or set: the screen now knows it has one, and its sessions list is read again. */
  onChanged: () => void;
}

/**
 * Password on the account screen (docs/product.md §16): changed with the current one, or set on an
 * account made with a passkey. Every other session of the account ends; this one stays.
 */
export function PasswordSection({ hasPassword, onChanged }: PasswordSectionProps) {
  const id = useId();
  const [values, setValues] = useState({ currentPassword: '', newPassword: '' });
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState('');
  const [saving, setSaving] = useState(false);
  const set = (field: keyof typeof values) => (value: string) => setValues((before) => ({ ...before, [field]: value }));

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setProblem('');
    setDone('');
    try {
      const { currentPassword, newPassword } = values;
      const { endedSessions } = await accountApi.changePassword({
        newPassword,
        ...(hasPassword && { currentPassword }),
      });
      const title = hasPassword ? ACCOUNT_TEXTS.passwordChanged : ACCOUNT_TEXTS.passwordSet;
      setValues({ currentPassword: '', newPassword: '' });
      setDone(`${title}. ${endedSessionsText(endedSessions)}`);
      toast.success(title, { description: endedSessionsText(endedSessions) });
      onChanged();
    } catch (failure) {
      setProblem(messageOf(failure));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="account-password" className="rounded-xl border border-base-200 bg-white p-6 shadow-sm">
      <h2 id="account-password" className="text-lg font-semibold text-base-900">
        Password
      </h2>
      {hasPassword === undefined ? (
        <p className="mt-4 text-sm text-base-600">Loading…</p>
      ) : (
        <form className="mt-4 flex max-w-md flex-col gap-4" onSubmit={(event) => void save(event)}>
          <p className="text-sm text-base-600">{hasPassword ? ACCOUNT_TEXTS.passwordNote : ACCOUNT_TEXTS.noPassword}</p>
          {hasPassword && (
            <FormInput
              id={`${id}-current`}
              field={{
                name: 'currentPassword',
                label: 'Current password',
                type: 'password',
                autoComplete: 'current-password',
              }}
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
          <p role="alert" className="text-sm text-red-700 empty:hidden">
            {problem}
          </p>
          <p role="status" className="text-sm text-base-700 empty:hidden">
            {done}
          </p>
          <Button type="submit" className="self-start" disabled={saving}>
            {saving ? 'Saving…' : hasPassword ? 'Change Password' : 'Set Password'}
          </Button>
        </form>
      )}
    </section>
  );
}
