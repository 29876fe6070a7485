/**
 * What a signed-in request costs over a guest's (issue 36's budget: at most 1 ms p50 of server
 * time): `GET /api/workspace` through the whole app (Fastify's inject, the embedded PostgreSQL in a
 * temp folder, fsync on, as the server runs), by a guest's cookie and by a member's session, each
 * workspace holding one venture. The two alternate, so the machine's noise falls on each alike.
 * Prints; asserts nothing (shared, noisy machines). README, Performance, "Accounts".
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { embeddedDatabase } from '@/server/store/embedded';
import { createStore } from '@/server/store/store';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2000);
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN;
const profile = { name: 'Harvest Table', description: 'Weekly meal kits in Lisbon.' };

function cookieOf(set: string | string[] | undefined, name: string): string {
  const line = [set ?? []].flat().find((each) => each.startsWith(`${name}=`));
  if (!line) throw new Error(`no ${name} cookie`);
  return line.split(';')[0]!;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'venturekit-bench-accounts-'));
  const database = embeddedDatabase({ kind: 'embedded', dataDir }, { durable: true });
  const config = loadConfig({ READ_RATE_LIMIT_MAX: '0', WRITE_RATE_LIMIT_MAX: '0', NEW_WORKSPACES_MAX: '0' });
  const app = await buildApp({ config, database });
  await app.ready();
  try {
    const guestMade = await app.inject({ method: 'POST', url: '/api/ventures', payload: profile });
    const guest = cookieOf(guestMade.headers['set-cookie'], 'vk_workspace');
    const signedUp = await app.inject({
      method: 'POST',
      url: '/api/account/sign-up',
      payload: { name: 'Bench Member', email: 'bench@example.com', password: 'correct horse battery staple' },
    });
    const member = cookieOf(signedUp.headers['set-cookie'], 'vk_session');
    await app.inject({ method: 'POST', url: '/api/ventures', payload: profile, headers: { cookie: member } });

    const read = async (cookie: string) => {
      const started = performance.now();
      const answer = await app.inject({ method: 'GET', url: '/api/workspace', headers: { cookie } });
      const took = performance.now() - started;
      if (answer.statusCode !== 200 || answer.json<{ ventures: unknown[] }>().ventures.length !== 1)
        throw new Error(`unexpected answer ${answer.statusCode}`);
      return took;
    };
    for (let i = 0; i < 200; i++) await Promise.all([read(guest), read(member)]);
    const times = { guest: [] as number[], member: [] as number[] };
    for (let i = 0; i < ROUNDS; i++) {
      times.guest.push(await read(guest));
      times.member.push(await read(member));
    }
    const row = (name: string, values: number[]) =>
      `${name.padEnd(22)} p50 ${percentile(values, 50).toFixed(3)} ms   p99 ${percentile(values, 99).toFixed(3)} ms`;
    console.log(`GET /api/workspace, ${ROUNDS} rounds each, alternating:`);
    console.log(row('guest (cookie)', times.guest));
    console.log(row('member (session)', times.member));
    const added = percentile(times.member, 50) - percentile(times.guest, 50);
    // Today's guest (before accounts) read no row for its cookie; now it reads whether an account claimed it.
    const store = createStore(database);
    const claimed: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const started = performance.now();
      await store.accounts.isClaimed('no-such-workspace');
      claimed.push(performance.now() - started);
    }
    console.log(row('guest’s claimed check', claimed));
    console.log(
      `a session adds ${added.toFixed(3)} ms p50 over a guest's request, and ${(added + percentile(claimed, 50)).toFixed(3)} ms over one before accounts (budget: 1 ms)`,
    );
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
