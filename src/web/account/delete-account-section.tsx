import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { DELETE_CONFIRMATION, type AccountDeletionPreview } from '@/core/account/schema';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import type { LandingArrival } from '@/web/pages/landing/landing-page';
import { accountApi } from './account-api';
import { FormInput } from './account-form';
import { messageOf } from './account-list';
import { ACCOUNT_TEXTS, deletionLines } from './account-texts';

const DANGER = 'bg-danger-700 hover:bg-danger-800';

/** Delete My Account on the account screen (docs/product.md §16): a danger section and its confirmation. */
export function DeleteAccountSection({ hasPassword }: { hasPassword: boolean | undefined }) {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="account-delete" className="rounded-xl border border-danger-200 bg-white p-6 shadow-sm">
      <h2 id="account-delete" className="text-lg font-semibold text-danger-800">
        Delete My Account
      </h2>
      <p className="mt-1 text-sm text-base-600">{ACCOUNT_TEXTS.deleteIntro}</p>
      <Button className={`mt-4 ${DANGER}`} disabled={hasPassword === undefined} onClick={() => setOpen(true)}>
        Delete My Account
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={ACCOUNT_TEXTS.deleteTitle}
        description="This deletes, for good:"
      >
        {open && hasPassword !== undefined && (
          <Confirmation hasPassword={hasPassword} onCancel={() => setOpen(false)} />
        )}
      </Dialog>
    </section>
  );
}

type PreviewLoad =
  { status: 'loading' } | { status: 'ready'; preview: AccountDeletionPreview } | { status: 'failed'; message: string };

/** What would go, read when the dialog opens, so it names today's workspaces and ventures. */
function usePreview(): PreviewLoad {
  const [load, setLoad] = useState<PreviewLoad>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    accountApi.deletionPreview(controller.signal).then(
      (preview) => setLoad({ status: 'ready', preview }),
      (failure: unknown) => !controller.signal.aborted && setLoad({ status: 'failed', message: messageOf(failure) }),
    );
    return () => controller.abort();
  }, []);
  return load;
}

/** The dialog's body: what goes, then the password (or DELETE typed) and the button. */
function Confirmation({ hasPassword, onCancel }: { hasPassword: boolean; onCancel: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const load = usePreview();
  const [proof, setProof] = useState('');
  const [problem, setProblem] = useState('');
  const [deleting, setDeleting] = useState(false);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setDeleting(true);
    setProblem('');
    try {
      await accountApi.deleteAccount(hasPassword ? { password: proof } : { confirmation: proof });
      // Signed out (the server cleared the session's cookie): the landing page, as after Log Out, with its toast.
      const arrival: LandingArrival = { toast: ACCOUNT_TEXTS.accountDeleted };
      await navigate('/', { state: arrival });
    } catch (failure) {
      setProblem(messageOf(failure));
      setDeleting(false);
    }
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => void confirm(event)}>
      {load.status === 'loading' && <p className="text-sm text-base-600">Reading what would be deleted…</p>}
      {load.status === 'failed' && (
        <p role="alert" className="text-sm text-red-700">
          {load.message}
        </p>
      )}
      {load.status === 'ready' && (
        <ul aria-label="What is deleted" className="list-disc space-y-1 pl-5 text-sm text-base-800">
          <li>Your account, its passkeys and sessions.</li>
          {deletionLines(load.preview).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <FormInput
        id={`${id}-proof`}
        field={
          hasPassword
            ? { name: 'password', label: 'Current password', type: 'password', autoComplete: 'current-password' }
            : {
                name: 'confirmation',
                label: `Type ${DELETE_CONFIRMATION} to confirm`,
                type: 'text',
                autoComplete: 'off',
              }
        }
        value={proof}
        onChange={setProof}
      />
      <p role="alert" className="text-sm text-red-700 empty:hidden">
        {problem}
      </p>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" className={DANGER} disabled={deleting || load.status !== 'ready'}>
          {deleting ? 'Deleting…' : 'Delete My Account'}
        </Button>
      </div>
    </form>
  );
}
