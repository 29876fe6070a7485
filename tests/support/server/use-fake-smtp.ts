import { afterAll, beforeAll } from 'vitest';
import { startFakeSmtp, type FakeSmtp } from './fake-smtp';
import { freePort } from './server-process';

/**
 * A fake SMTP server for a test file's whole run (started before its first test, closed after its
 * last), and `unreachableUrl`: a mail server that is down (a port nothing listens on).
 */
export function useFakeSmtp(): Omit<FakeSmtp, 'close'> & { readonly unreachableUrl: string } {
  let started: FakeSmtp | undefined;
  let closedPort = 0;
  beforeAll(async () => {
    started = await startFakeSmtp();
    closedPort = await freePort();
  });
  afterAll(async () => {
    await started?.close();
  });
  const smtp = () => {
    if (!started) throw new Error('The fake SMTP server starts before the first test.');
    return started;
  };
  return {
    get url() {
      return smtp().url;
    },
    get received() {
      return smtp().received;
    },
    next: (to) => smtp().next(to),
    get unreachableUrl() {
      return `smtp://127.0.0.1:${closedPort}`;
    },
  };
}
