/**
 * Following a generation costs one reader per generation: the browsers that follow it on an
 * instance (a reload in each tab) share each read of its row, and one client follows at most
 * MAX_FOLLOWS_PER_CLIENT generations at once.
 */
import { get } from 'node:http';
import { describe, expect, it } from 'vitest';
import { GENERATION_HEADER } from '@/core/stream/protocol';
import { ideas } from '@/core/tools/ideas';
import { MAX_FOLLOWS_PER_CLIENT } from '@/server/generation/followers';
import { TOO_MANY_FOLLOWS } from '@/server/routes/generations';
import { PLACEHOLDER_API_KEY, useFakeUpstream } from '../support/server/fake-upstream-file';
import { deltaText, parseEvents } from '../support/server/sse';
import { useTestApp } from '../support/server/test-app';
import { until } from '../support/until';

const inputs = { industry: 'Urban farming', targetMarket: 'Restaurant owners', region: 'Lisbon' };
const document = JSON.stringify(ideas.offline(inputs));
const FOLLOWERS = 30;

interface Followed {
  status: number;
  text(): Promise<string>;
  /** Closes the connection, as a tab closes. */
  leave(): void;
}

/** A follower on a connection of its own, closed when its answer ends (fetch's pool may leave one open, holding up the app's close). */
function follow(url: string, cookie: string): Promise<Followed> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { cookie }, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      const ended = new Promise<string>((done) => response.on('end', () => done(body)));
      resolve({ status: response.statusCode ?? 0, text: () => ended, leave: () => response.destroy() });
    }).on('error', reject);
  });
}
/** The statement that reads a generation's row (a join, or a poll). */
const READS_ROW = /^select .* from generations where id = \$1 and workspace_id = \$2$/;

describe('followers of a generation', () => {
  const fake = useFakeUpstream();
  const server = useTestApp(
    () => ({ OPENAI_API_KEY: PLACEHOLDER_API_KEY, AI_BASE_URL: fake.url, RATE_LIMIT_MAX: '0' }),
    { listen: true },
  );

  /** A generation started by a browser, held by the upstream until `fake.upstream.release()`. */
  async function heldGeneration() {
    fake.upstream.enqueue({ kind: 'stream', content: document, chunkSize: 200, delayMs: 20, held: true });
    const response = await fetch(`${server.url}/api/generate/ideas`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ inputs }),
    });
    const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
    return { response, cookie, id: response.headers.get(GENERATION_HEADER)! };
  }

  it(`share one read of its row per poll: ${FOLLOWERS} followers, each with the text and the saved result`, async () => {
    const { response, cookie, id } = await heldGeneration();
    const follow = (index: number) =>
      server.app.inject({
        method: 'GET',
        url: `/api/generations/${id}/events`,
        headers: { cookie },
        // Each from an address of its own, as tabs behind different networks: the per-client cap is not what is tested here.
        remoteAddress: `198.51.100.${index + 1}`,
      });
    server.database.reset();
    const pollsBefore = server.app.followers.counts.polls;
    const first = follow(0);
    // The first follower's poll is running before the others come: they join it rather than read the row.
    await until(() => server.app.followers.counts.polls > pollsBefore);
    const rest = Array.from({ length: FOLLOWERS - 1 }, (_, index) => follow(index + 1));
    await until(() => server.app.followers.counts.polls >= pollsBefore + 3);
    fake.upstream.release();
    const answers = await Promise.all([first, ...rest]);
    await response.text();

    const polls = server.app.followers.counts.polls - pollsBefore;
    const rowReads = server.database.statements.filter((sql) => READS_ROW.test(sql)).length;
    // One read to join (the first follower), then one per poll, however many follow.
    expect(rowReads).toBe(polls + 1);
    // Every follower got the text as the rows said it (written at most every few hundred ms), then the saved result.
    const texts = answers.map((answer) => deltaText(parseEvents(answer.body)));
    expect(texts[0]!.length).toBeGreaterThan(0);
    expect(document.startsWith(texts[0]!)).toBe(true);
    expect(new Set(texts).size).toBe(1);
    for (const answer of answers)
      expect(parseEvents(answer.body).at(-1)).toMatchObject({ event: 'done', data: { result: JSON.parse(document) } });
  });

  it(`are at most ${MAX_FOLLOWS_PER_CLIENT} at once from one client: the next is a 429 with a sentence`, async () => {
    const { response, cookie, id } = await heldGeneration();
    const url = `${server.url}/api/generations/${id}/events`;
    const open = await Promise.all(Array.from({ length: MAX_FOLLOWS_PER_CLIENT }, () => follow(url, cookie)));
    expect(open.map((each) => each.status)).toEqual(Array.from({ length: MAX_FOLLOWS_PER_CLIENT }, () => 200));
    const refused = await follow(url, cookie);
    expect(refused.status).toBe(429);
    expect(JSON.parse(await refused.text())).toEqual({ error: TOO_MANY_FOLLOWS });
    // A follower that leaves gives its place back.
    open.shift()!.leave();
    let again: Followed | undefined;
    await until(async () => {
      const answer = await follow(url, cookie);
      if (answer.status === 200) again = answer;
      else await answer.text();
      return again !== undefined;
    });
    fake.upstream.release();
    await response.text();
    for (const each of [...open, again!]) expect(parseEvents(await each.text()).at(-1)?.event).toBe('done');
  });
});
