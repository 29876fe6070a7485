/**
 * Whether asking for a sign-in link tells, by its time, that an email has an account (issue 36: no
 * answer may): `POST /api/account/email-link` through the whole app (inject, the embedded database
 * in a temp folder, fsync on) for emails with an account and without, alternating, each from its own
 * address and to its own email (the limits are per address and per email), with a real SMTP server
 * on 127.0.0.1 receiving the known ones' emails. Prints; asserts nothing. README, Performance, "Accounts".
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { embeddedDatabase } from '@/server/store/embedded';
import { createStore } from '@/server/store/store';
import { newId } from '@/server/store/rows';
import { startFakeSmtp } from '../tests/support/server/fake-smtp';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 500);
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN;

async function main() {
  const smtp = await startFakeSmtp();
  const dataDir = mkdtempSync(join(tmpdir(), 'venturekit-bench-email-'));
  const database = embeddedDatabase({ kind: 'embedded', dataDir }, { durable: true });
  const config = loadConfig({ WRITE_RATE_LIMIT_MAX: '0', TRUST_PROXY: 'true', SMTP_URL: smtp.url });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  try {
    const store = createStore(database);
    for (let i = 0; i < ROUNDS; i++)
      await store.accounts.create({ name: 'Bench', email: `known${i}@example.com`, passwordHash: null }, newId());
    const ask = async (email: string, round: number) => {
      const started = performance.now();
      const answer = await app.inject({
        method: 'POST',
        url: '/api/account/email-link',
        payload: { email },
        headers: { 'x-forwarded-for': `10.${(round >> 8) & 255}.${round & 255}.${email.startsWith('known') ? 1 : 2}` },
      });
      const took = performance.now() - started;
      if (answer.statusCode !== 202) throw new Error(`unexpected answer ${answer.statusCode}: ${answer.body}`);
      return took;
    };
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < ROUNDS; i++) {
      times.known.push(await ask(`known${i}@example.com`, i));
      // Its email made and sent after the answer: waited for, so it does not slow the next ask.
      await smtp.next(`known${i}@example.com`);
      times.unknown.push(await ask(`unknown${i}@example.com`, i));
    }
    const row = (name: string, values: number[]) =>
      `${name.padEnd(26)} p50 ${percentile(values, 50).toFixed(3)} ms   p99 ${percentile(values, 99).toFixed(3)} ms`;
    console.log(`POST /api/account/email-link, ${ROUNDS} each, alternating:`);
    console.log(row('an email with an account', times.known));
    console.log(row('an email without', times.unknown));
    const gap = percentile(times.known, 50) - percentile(times.unknown, 50);
    console.log(`the answer for an account takes ${gap.toFixed(3)} ms more at p50`);
    await app.close(); // sends what is on its way
    console.log(`emails received: ${smtp.received.length} (${ROUNDS} asked for accounts, ${ROUNDS} for none)`);
  } finally {
    await database.close();
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
