import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { DELETE_CONFIRMATION, type AccountDeletionPreview } from '@/core/account/schema';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import type { LandingArrival } from '@/web/pages/landing/landing-page';
import { accountApi } from './account-api';
import { CURRENT_PASSWORD, FormInput } from './account-form';
import { messageOf } from './account-list';
import { ProblemLine, useSubmit } from './use-submit';
import { ACCOUNT_TEXTS, deletionLines } from './account-texts';

const DANGER = 'bg-danger-700 hover:bg-danger-800';

/** Delete My Account on the account screen (docs/product.md §16): a danger section and its confirmation. */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="account-delete" className="rounded-xl border border-danger-200 bg-white p-6 shadow-sm">
      <h2 id="account-delete" className="text-lg font-semibold text-danger-800">
        Delete My Account
      </h2>
      <p className="mt-1 text-sm text-base-600">{ACCOUNT_TEXTS.deleteIntro}</p>
      <Button className={`mt-4 ${DANGER}`} onClick={() => setOpen(true)}>
        Delete My Account
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={ACCOUNT_TEXTS.deleteTitle}
        description="This deletes, for good:"
      >
        {open && <Confirmation onCancel={() => setOpen(false)} />}
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

/** The proof typed (the password, or DELETE) and the deletion; the landing page after it. */
function useDeletion(hasPassword: boolean) {
  const navigate = useNavigate();
  const submit = useSubmit();
  const [proof, setProof] = useState('');
  async function confirm(event: FormEvent) {
    event.preventDefault();
    const deleted = await submit.run(() =>
      accountApi.deleteAccount(hasPassword ? { password: proof } : { confirmation: proof }),
    );
    if (!deleted) return;
    // Signed out (the server cleared the session's cookie): the landing page, as after Log Out, with its toast.
    const arrival: LandingArrival = { toast: ACCOUNT_TEXTS.accountDeleted };
    await navigate('/', { state: arrival });
  }
  return { proof, setProof, confirm, ...submit };
}

/** What goes, as the preview names it. */
function WhatGoes({ load }: { load: PreviewLoad }) {
  if (load.status === 'loading') return <p className="text-sm text-base-600">Reading what would be deleted…</p>;
  if (load.status === 'failed') return <ProblemLine problem={load.message} />;
  return (
    <ul aria-label="What is deleted" className="list-disc space-y-1 pl-5 text-sm text-base-800">
      <li>Your account, its passkeys and sessions.</li>
      {deletionLines(load.preview).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** The dialog's body: what goes, then the password (or DELETE typed) and the button. */
function Confirmation({ onCancel }: { onCancel: () => void }) {
  const id = useId();
  const load = usePreview();
  // The preview says what the server asks: the password, or DELETE typed (an account made with a passkey).
  const hasPassword = load.status !== 'ready' || load.preview.hasPassword;
  const { proof, setProof, confirm, problem, busy } = useDeletion(hasPassword);
  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => void confirm(event)}>
      <WhatGoes load={load} />
      {load.status === 'ready' && (
        <FormInput
          id={`${id}-proof`}
          field={
            hasPassword
              ? CURRENT_PASSWORD
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
      )}
      <ProblemLine problem={problem} />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" className={DANGER} disabled={busy || load.status !== 'ready'}>
          {busy ? 'Deleting…' : 'Delete My Account'}
        </Button>
      </div>
    </form>
  );
}
