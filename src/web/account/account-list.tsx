import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@/web/api/client';

/** A list the account screen reads when it opens: on its way, read, or why it could not be. */
export type ListLoad<T> =
  { status: 'loading' } | { status: 'ready'; items: T[] } | { status: 'failed'; message: string };

/** A refusal's sentence, or the failure as text. */
export const messageOf = (failure: unknown) => (failure instanceof ApiError ? failure.message : String(failure));

/**
 * One of the account's lists (its sessions, its passkeys), read once when the screen opens; `read`
 * must be a stable function. `show` puts a list the server answered on screen; `change` edits the one shown.
 */
export function useAccountList<T>(read: (signal: AbortSignal) => Promise<T[]>) {
  const [load, setLoad] = useState<ListLoad<T>>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    read(controller.signal).then(
      (items) => setLoad({ status: 'ready', items }),
      (failure: unknown) => !controller.signal.aborted && setLoad({ status: 'failed', message: messageOf(failure) }),
    );
    return () => controller.abort();
  }, [read]);
  const show = useCallback((items: T[]) => setLoad({ status: 'ready', items }), []);
  const change = useCallback(
    (edit: (items: T[]) => T[]) =>
      setLoad((before) => (before.status === 'ready' ? { ...before, items: edit(before.items) } : before)),
    [],
  );
  return { load, show, change };
}

/** What a list shows before it is read, or why it could not be. */
export function ListStatus({ load, loading }: { load: ListLoad<unknown>; loading: string }) {
  if (load.status === 'loading') return <p className="mt-4 text-sm text-base-600">{loading}</p>;
  if (load.status === 'failed')
    return (
      <p role="alert" className="mt-4 text-sm text-red-700">
        {load.message}
      </p>
    );
  return null;
}
