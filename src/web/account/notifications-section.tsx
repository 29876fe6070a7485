import { useEffect, useId, useState } from 'react';
import { accountApi } from './account-api';
import { messageOf } from './account-list';
import { ACCOUNT_TEXTS } from './account-texts';
import { useDashboardMailOn } from './email-verification';

type Status = 'loading' | 'ready' | 'saving' | 'saved';

/** The setting as the server holds it, and its change, saved at once (the box keeps the server's on a failure). */
function useEmailMentions() {
  const [emailMentions, setEmailMentions] = useState(true);
  // Never disabled while saving: a disabled box would drop the keyboard's focus.
  const [status, setStatus] = useState<Status>('loading');
  const [problem, setProblem] = useState('');
  useEffect(() => {
    const controller = new AbortController();
    accountApi.notificationSettings(controller.signal).then(
      (settings) => {
        setEmailMentions(settings.emailMentions);
        setStatus('ready');
      },
      (failure: unknown) => !controller.signal.aborted && setProblem(messageOf(failure)),
    );
    return () => controller.abort();
  }, []);

  async function change(on: boolean) {
    setProblem('');
    setEmailMentions(on);
    setStatus('saving');
    try {
      setEmailMentions((await accountApi.changeNotifications(on)).emailMentions);
      setStatus('saved');
    } catch (failure) {
      setEmailMentions(!on);
      setStatus('ready');
      setProblem(messageOf(failure));
    }
  }
  return { emailMentions, status, problem, change };
}

/**
 * The account's notification settings (docs/product.md §16 "Inbox"): whether a mention of the member,
 * or a reply in a thread they are in, is mailed to them as well as listed in their Inbox. Saved as it
 * is ticked; the box keeps what the server holds when a save fails.
 */
export function NotificationsSection() {
  const mailOn = useDashboardMailOn();
  const { emailMentions, status, problem, change } = useEmailMentions();
  const hintId = useId();
  return (
    <section
      aria-labelledby="account-notifications"
      className="rounded-xl border border-base-200 bg-white p-6 shadow-sm"
    >
      <h2 id="account-notifications" className="text-lg font-semibold text-base-900">
        {ACCOUNT_TEXTS.notifications}
      </h2>
      <label className="mt-3 flex items-start gap-3 text-sm text-base-900">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-primary-600"
          checked={emailMentions}
          disabled={status === 'loading'}
          aria-describedby={hintId}
          onChange={(event) => void change(event.target.checked)}
        />
        {ACCOUNT_TEXTS.emailMentions}
      </label>
      <p id={hintId} className="mt-1 pl-7 text-sm text-base-600">
        {mailOn ? ACCOUNT_TEXTS.emailMentionsHint : ACCOUNT_TEXTS.noMail}
      </p>
      <p role="status" className="mt-2 text-sm text-base-700 empty:hidden">
        {status === 'saved' ? ACCOUNT_TEXTS.notificationsSaved : ''}
      </p>
      <p role="alert" className="mt-2 text-sm text-red-700 empty:hidden">
        {problem}
      </p>
    </section>
  );
}
