import { useId, useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import type { AccountView } from '@/core/account/schema';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/toaster';
import { accountApi } from './account-api';
import { CURRENT_PASSWORD, FormInput } from './account-form';
import { ACCOUNT_TEXTS } from './account-texts';
import { ProblemLine, useSubmit } from './use-submit';

/** As the server keys emails: a change of case alone is no new email (and asks for no password). */
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The profile's fields and their Save; the dashboard's loader reads the account again after it. */
function useProfileForm(account: AccountView, hasPassword: boolean | undefined) {
  const { revalidate } = useRevalidator();
  const submit = useSubmit();
  const [values, setValues] = useState({ name: account.name, email: account.email, currentPassword: '' });
  // Unknown until read: asked, and the server tells an account without one that it needs none.
  const asksPassword = !sameEmail(values.email, account.email) && hasPassword !== false;
  const set = (field: keyof typeof values) => (value: string) => setValues((before) => ({ ...before, [field]: value }));

  async function save(event: FormEvent) {
    event.preventDefault();
    const { name, email, currentPassword } = values;
    const saved = await submit.run(() =>
      accountApi.changeProfile({ name, email, ...(asksPassword && { currentPassword }) }),
    );
    if (!saved) return;
    setValues((before) => ({ ...before, currentPassword: '' }));
    toast.success(ACCOUNT_TEXTS.profileSaved);
    // The top bar and this screen show the change.
    await revalidate();
  }
  return { values, set, asksPassword, save, ...submit };
}

/**
 * Profile on the account screen (docs/product.md §16): the name and email, changed with Save. A new
 * email asks for the current password when the account has one; the top bar shows the new name.
 */
export function ProfileSection({ account, hasPassword }: { account: AccountView; hasPassword: boolean | undefined }) {
  const id = useId();
  const { values, set, asksPassword, save, problem, busy } = useProfileForm(account, hasPassword);
  return (
    <section aria-labelledby="account-profile" className="rounded-xl border border-base-200 bg-white p-6 shadow-sm">
      <h2 id="account-profile" className="text-lg font-semibold text-base-900">
        Profile
      </h2>
      <form className="mt-4 flex max-w-md flex-col gap-4" onSubmit={(event) => void save(event)}>
        <FormInput
          id={`${id}-name`}
          field={{ name: 'name', label: 'Name', type: 'text', autoComplete: 'name' }}
          value={values.name}
          onChange={set('name')}
        />
        <FormInput
          id={`${id}-email`}
          field={{ name: 'email', label: 'Email', type: 'email', autoComplete: 'username' }}
          value={values.email}
          onChange={set('email')}
        />
        {asksPassword && (
          <FormInput
            id={`${id}-current`}
            field={{ ...CURRENT_PASSWORD, hint: 'Your password confirms a new email.' }}
            value={values.currentPassword}
            onChange={set('currentPassword')}
          />
        )}
        <ProblemLine problem={problem} />
        <Button type="submit" className="self-start" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </Button>
      </form>
    </section>
  );
}
