import { useEffect, useState } from 'react';
import { Mail } from 'lucide-react';
import { EMAIL_LINKS } from '@/core/account/email-links';
import { Button } from '@/web/components/ui/button';
import { accountApi } from './account-api';
import { messageOf } from './account-list';

/** What Sign In says once a link is asked for: the same whether the email has an account or not. */
export const LINK_ON_ITS_WAY = `If an account has that email, a sign-in link is on its way to it. It works once, within ${EMAIL_LINKS.signInMinutes} minutes.`;

/** Whether the server sends email: false until it says so, and when it cannot be asked. */
export function useMailOn(): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    accountApi.mailOn(controller.signal).then(setOn, () => undefined);
    return () => controller.abort();
  }, []);
  return on;
}

type Asked = { state: 'idle' | 'sending' | 'sent' } | { state: 'refused'; message: string };

/**
 * Sign In's "Email Me a Sign-In Link" (docs/product.md §16), shown only when the server sends email:
 * the link goes to the email typed above; the answer never says whether it has an account.
 */
export function EmailLinkRequest({ email }: { email: string }) {
  const mailOn = useMailOn();
  const [asked, setAsked] = useState<Asked>({ state: 'idle' });
  if (!mailOn) return null;

  async function ask() {
    if (!email.trim()) return setAsked({ state: 'refused', message: 'Enter your email first.' });
    setAsked({ state: 'sending' });
    try {
      await accountApi.emailSignInLink(email.trim());
      setAsked({ state: 'sent' });
    } catch (failure) {
      setAsked({ state: 'refused', message: messageOf(failure) });
    }
  }

  return (
    <>
      <Button type="button" variant="outline" disabled={asked.state === 'sending'} onClick={() => void ask()}>
        <Mail aria-hidden="true" />
        {asked.state === 'sending' ? 'Sending a link…' : 'Email Me a Sign-In Link'}
      </Button>
      <p role="status" className="text-sm text-base-700 empty:hidden">
        {asked.state === 'sent' ? LINK_ON_ITS_WAY : ''}
      </p>
      {asked.state === 'refused' && (
        <p role="alert" className="text-sm text-red-700">
          {asked.message}
        </p>
      )}
    </>
  );
}
