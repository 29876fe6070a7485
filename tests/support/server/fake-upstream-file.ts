import { afterAll, afterEach, beforeAll } from 'vitest';
import { startFakeUpstream, type FakeUpstream } from '../../fake-upstream/fake-upstream';

export { PLACEHOLDER_API_KEY } from '../placeholder-key';

/**
 * The fake OpenAI-compatible upstream for a test file: started before its tests, its queue and
 * records emptied after each, closed after all. Call before `useTestApp`, whose settings read `url`.
 */
export function useFakeUpstream(): { readonly upstream: FakeUpstream; readonly url: string } {
  let upstream: FakeUpstream | undefined;
  beforeAll(async () => {
    upstream = await startFakeUpstream();
  });
  afterEach(() => upstream?.reset());
  afterAll(() => upstream?.close());
  const started = () => {
    if (!upstream) throw new Error('The fake upstream runs only while the tests run.');
    return upstream;
  };
  return {
    get upstream() {
      return started();
    },
    get url() {
      return started().url;
    },
  };
}
