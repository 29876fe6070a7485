import { KeyRound } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { PasskeyView } from '@/core/account/schema';
import { Button } from '@/web/components/ui/button';
import { Input, Label } from '@/web/components/ui/input';
import { formatDateTime } from '@/web/workspace/format-date';
import { accountApi } from './account-api';
import { failureMessage } from './account-form';
import { ListStatus, useAccountList } from './account-list';

/** The account's passkeys, as the list reads them. */
const readPasskeys = (signal: AbortSignal) => accountApi.passkeys(signal).then((answer) => answer.passkeys);

/**
 * Passkeys on the account screen (docs/product.md §16): each named, with when it was added and last
 * used; Rename and Remove (never the last way to sign in: the server says so); Add a Passkey.
 */
export function PasskeysSection() {
  const { load, show, change: changeShown } = useAccountList(readPasskeys);
  const [problem, setProblem] = useState('');

  async function change(
    work: () => Promise<{ passkeys: PasskeyView[] } | void>,
    after?: (list: PasskeyView[]) => PasskeyView[],
  ) {
    setProblem('');
    try {
      const answer = await work();
      if (answer) show(answer.passkeys);
      else if (after) changeShown(after);
      return true;
    } catch (failure) {
      setProblem(failureMessage(failure));
      return false;
    }
  }

  return (
    <section aria-labelledby="account-passkeys" className="rounded-xl border border-base-200 bg-white p-6 shadow-sm">
      <h2 id="account-passkeys" className="text-lg font-semibold text-base-900">
        Passkeys
      </h2>
      <p className="mt-1 text-sm text-base-600">
        Sign in with your fingerprint, face or device PIN instead of a password. Add one on each device you use.
      </p>
      <ListStatus load={load} loading="Loading passkeys…" />
      {load.status === 'ready' && (
        <ul className="mt-4 divide-y divide-base-200" aria-label="Passkeys">
          {load.items.map((passkey) => (
            <PasskeyRow
              key={passkey.id}
              passkey={passkey}
              onRename={(name) => change(() => accountApi.renamePasskey(passkey.id, name))}
              onRemove={() =>
                void change(
                  () => accountApi.removePasskey(passkey.id),
                  (list) => list.filter((each) => each.id !== passkey.id),
                )
              }
            />
          ))}
        </ul>
      )}
      <p role="alert" className="mt-2 text-sm text-red-700 empty:hidden">
        {problem}
      </p>
      <AddPasskey onAdd={(name) => change(() => accountApi.addPasskey(name))} />
    </section>
  );
}

interface PasskeyRowProps {
  passkey: PasskeyView;
  onRename: (name: string) => Promise<boolean>;
  onRemove: () => void;
}

function PasskeyRow({ passkey, onRename, onRemove }: PasskeyRowProps) {
  const id = useId();
  const [renaming, setRenaming] = useState<string | null>(null);
  async function save(event: FormEvent) {
    event.preventDefault();
    if (renaming !== null && (await onRename(renaming))) setRenaming(null);
  }
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      {renaming === null ? (
        <div className="text-sm">
          <p className="flex items-center gap-2 font-medium text-base-900">
            <KeyRound aria-hidden="true" className="size-4" />
            {passkey.name}
          </p>
          <p className="text-base-600">
            Added {formatDateTime(passkey.createdAt)}
            {passkey.lastUsedAt ? ` · Last used ${formatDateTime(passkey.lastUsedAt)}` : ' · Not used yet'}
          </p>
        </div>
      ) : (
        <form className="flex items-end gap-2" onSubmit={(event) => void save(event)}>
          <div className="flex flex-col gap-1">
            <Label htmlFor={id}>Passkey name</Label>
            <Input
              id={id}
              value={renaming}
              maxLength={60}
              autoFocus
              onChange={(event) => setRenaming(event.target.value)}
            />
          </div>
          <Button type="submit" size="sm">
            Save
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setRenaming(null)}>
            Cancel
          </Button>
        </form>
      )}
      {renaming === null && (
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={`Rename passkey: ${passkey.name}`}
            onClick={() => setRenaming(passkey.name)}
          >
            Rename
          </Button>
          <Button variant="outline" size="sm" aria-label={`Remove passkey: ${passkey.name}`} onClick={onRemove}>
            Remove
          </Button>
        </div>
      )}
    </li>
  );
}

function AddPasskey({ onAdd }: { onAdd: (name: string) => Promise<boolean> }) {
  const id = useId();
  const [name, setName] = useState('');
  const [adding, setAdding] = useState(false);
  async function add(event: FormEvent) {
    event.preventDefault();
    setAdding(true);
    if (await onAdd(name.trim() || 'Passkey')) setName('');
    setAdding(false);
  }
  return (
    <form className="mt-4 flex flex-wrap items-end gap-2" onSubmit={(event) => void add(event)}>
      <div className="flex flex-col gap-1">
        <Label htmlFor={id}>New passkey’s name</Label>
        <Input
          id={id}
          value={name}
          maxLength={60}
          placeholder="e.g. Work laptop"
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <Button type="submit" variant="outline" disabled={adding}>
        <KeyRound aria-hidden="true" />
        {adding ? 'Waiting for your passkey…' : 'Add a Passkey'}
      </Button>
    </form>
  );
}
