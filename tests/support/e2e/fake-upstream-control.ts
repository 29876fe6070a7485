/**
 * Scripts the fake upstream (tests/fake-upstream/cli.ts) over its HTTP control API. It runs in
 * another process, so specs cannot touch it directly; its queue is shared by every caller.
 */
import type { Behaviour, RecordedRequest } from '../../fake-upstream/fake-upstream';
import { FAKE_UPSTREAM_ORIGIN } from './servers';

export type { Behaviour, RecordedRequest };

/**
 * The fake has one queue for everyone. Every test that scripts it declares this lock
 * (`test.describe.configure({ lock: FAKE_UPSTREAM_LOCK })`), so no two such tests run at once, in any file.
 */
export const FAKE_UPSTREAM_LOCK = 'fake-upstream';

async function control(path: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(`${FAKE_UPSTREAM_ORIGIN}/__control/${path}`, init);
  if (!response.ok)
    throw new Error(
      `fake upstream: ${init?.method ?? 'GET'} /__control/${path} answered ${response.status}: ${await response.text()}`,
    );
  return response;
}

/** The parts of a chat-completions request body the specs check. */
export interface ChatBody {
  model: string;
  temperature: number;
  max_tokens: number;
  stream: boolean;
  messages: { role: string; content: string }[];
  response_format: { type: string; json_schema: { name: string; strict: boolean; schema: object } };
}

const post = (path: string, body?: unknown) =>
  control(
    path,
    body === undefined
      ? { method: 'POST' }
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );

/**
 * A streamed answer the fake upstream sends up to just past `shown`, then holds until
 * `fakeUpstream.release()`: the screen can be looked at mid-answer on a machine of any speed
 * (a stream on a timer ended before a busy machine's screen was checked).
 */
export function heldAfter(content: string, shown: string, chunkSize = 20): Behaviour {
  const at = content.indexOf(shown);
  if (at < 0) throw new Error(`heldAfter: the content does not contain ${JSON.stringify(shown)}`);
  return { kind: 'stream', content, chunkSize, held: true, heldAfterChars: at + shown.length + 1 };
}

export const fakeUpstream = {
  /** The next chat requests get these behaviours, in order; then the fallback. */
  async enqueue(...behaviours: Behaviour[]): Promise<void> {
    await post('enqueue', behaviours);
  },
  /** What every request gets once the queue is empty. */
  async fallback(behaviour: Behaviour): Promise<void> {
    await post('fallback', behaviour);
  },
  /** Empties the queue and the recorded requests, and restores the default fallback. */
  async reset(): Promise<void> {
    await post('reset');
  },
  /** Lets held streams (`held: true`) send their content. */
  async release(): Promise<void> {
    await post('release');
  },
  /** Every non-control request since the last reset, in arrival order. */
  async requests(): Promise<RecordedRequest[]> {
    return (await (await control('requests')).json()) as RecordedRequest[];
  },
  /** Chat responses the app hung up on before they ended, since the last reset. */
  async closedEarly(): Promise<number> {
    return ((await (await control('stats')).json()) as { closedEarly: number }).closedEarly;
  },
  /** The JSON body of request number `index` (from 0) since the last reset; fails when there is none. */
  async chatBody(index = 0): Promise<ChatBody> {
    const request = (await fakeUpstream.requests())[index];
    if (!request) throw new Error(`fake upstream: no request number ${index} since the last reset`);
    return request.body as ChatBody;
  },
};
