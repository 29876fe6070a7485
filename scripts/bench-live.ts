/**
 * Live together's budget (issue 36): a change one member saves reaches the open tabs of the others
 * within 1 s p95, with 200 tabs open on one instance. The whole app listens on 127.0.0.1 (the
 * embedded PostgreSQL in a temp folder, fsync on, as the server runs); 20 members of one workspace
 * open 10 streams each (`GET /api/workspace/events`, real sockets); one of them renames the venture
 * ROUNDS times, one change at a time, and each tab's arrival is timed from the write's start. Also
 * what the open streams hold in memory. Prints; asserts nothing (shared, noisy machines). README,
 * Performance, "Live together".
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { get, type ClientRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { embeddedDatabase } from '@/server/store/embedded';

const MEMBERS = 20;
const TABS_PER_MEMBER = 10;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const PASSWORD = 'correct horse battery staple';
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN;

const cookieOf = (set: string | string[] | undefined) =>
  [set ?? []]
    .flat()
    .map((line) => line.split(';')[0]!)
    .join('; ');

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'venturekit-bench-live-'));
  const database = embeddedDatabase({ kind: 'embedded', dataDir }, { durable: true });
  const config = loadConfig({
    READ_RATE_LIMIT_MAX: '0',
    WRITE_RATE_LIMIT_MAX: '0',
    NEW_WORKSPACES_MAX: '0',
    RATE_LIMIT_MAX: '0',
    MAX_CONNECTIONS_PER_CLIENT: '0',
  });
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const send = async (method: string, path: string, cookie: string, payload?: object) =>
    app.inject({ method: method as 'GET', url: path, payload, headers: cookie ? { cookie } : {} });
  const streams: ClientRequest[] = [];
  try {
    const owner = cookieOf(
      (
        await send('POST', '/api/account/sign-up', '', {
          name: 'Lena Bench',
          email: 'lena@bench.example',
          password: PASSWORD,
        })
      ).headers['set-cookie'],
    );
    const venture = (await send('POST', '/api/ventures', owner, { name: 'Orchard' })).json<{ id: string }>();
    const members = [owner];
    for (let index = 1; index < MEMBERS; index++) {
      const made = await send('POST', '/api/account/sign-up', '', {
        name: `Member ${index}`,
        email: `member${index}@bench.example`,
        password: PASSWORD,
      });
      const cookie = cookieOf(made.headers['set-cookie']);
      const { path } = (await send('POST', '/api/team/invites', owner, { role: 'editor' })).json<{ path: string }>();
      await send('POST', `/api/invitations/${path.split('/').at(-1)}/accept`, cookie);
      members.push(cookie);
    }

    const idle = process.memoryUsage();
    let round = 0;
    let startedAt = 0;
    const arrivals: number[] = [];
    const heard = new Set<number>();
    let allHeard: () => void = () => undefined;
    for (const cookie of members)
      for (let tab = 0; tab < TABS_PER_MEMBER; tab++) {
        const index = streams.length;
        await new Promise<void>((resolve, reject) => {
          const request = get(`${url}/api/workspace/events`, { headers: { cookie } }, (answer) => {
            if (answer.statusCode !== 200) return reject(new Error(`stream ${index}: ${answer.statusCode}`));
            answer.setEncoding('utf8');
            answer.on('data', (chunk: string) => {
              if (!chunk.includes('event: change') || heard.has(index) || round === 0) return;
              arrivals.push(performance.now() - startedAt);
              heard.add(index);
              if (heard.size === streams.length) allHeard();
            });
            resolve();
          });
          request.on('error', reject);
          streams.push(request);
        });
      }
    global.gc?.();
    const open = process.memoryUsage();

    for (round = 1; round <= ROUNDS; round++) {
      heard.clear();
      const done = new Promise<void>((resolve) => (allHeard = resolve));
      startedAt = performance.now();
      const answer = await send('PUT', `/api/ventures/${venture.id}`, members[1]!, {
        name: `Orchard ${round}`,
        description: '',
      });
      if (answer.statusCode !== 200) throw new Error(`rename: ${answer.statusCode} ${answer.body}`);
      await done;
    }
    const perStream = (key: 'heapUsed' | 'rss') => ((open[key] - idle[key]) / streams.length / 1024).toFixed(1);
    console.log(`${streams.length} open tabs (${MEMBERS} members × ${TABS_PER_MEMBER}), ${ROUNDS} changes:`);
    console.log(
      `  a change reaches every tab: p50 ${percentile(arrivals, 50).toFixed(1)} ms, p95 ${percentile(arrivals, 95).toFixed(1)} ms, max ${Math.max(...arrivals).toFixed(1)} ms (budget: 1,000 ms p95)`,
    );
    console.log(`  memory per open stream: heap ${perStream('heapUsed')} KiB, RSS ${perStream('rss')} KiB`);
  } finally {
    for (const stream of streams) stream.destroy();
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
