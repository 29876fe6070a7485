/**
 * What every Chromium benchmark shares: the built app on the offline provider with a memory
 * database, Debian's Chromium, the machine's load said before and after (these machines are shared:
 * a wall-clock figure means little without it), and a median.
 */
import { cpus, loadavg } from 'node:os';
import { chromium, type Browser } from '@playwright/test';
import { PLAYWRIGHT_CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/e2e/chromium';
import { startServerProcess } from '../tests/support/server/server-process';

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const load = (when: string) =>
  console.log(`Load average (1 min) at the ${when}: ${loadavg()[0]?.toFixed(1)} on a ${cpus().length}-core machine`);

/**
 * Runs `body` against the built app in Chromium, and stops both whatever happens; `env` adds to the
 * server's (an upstream to use instead of the offline provider).
 */
export async function inChromiumWithApp(
  body: (browser: Browser, url: string) => Promise<void>,
  env: Record<string, string> = {},
): Promise<void> {
  const server = await startServerProcess(
    { DATA_DIR: 'memory://', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '0', READ_RATE_LIMIT_MAX: '0', ...env },
    { built: true },
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...PLAYWRIGHT_CHROMIUM_ARGS] });
  try {
    load('start');
    await body(browser, server.url);
    load('end');
  } finally {
    await browser.close();
    server.child.kill('SIGTERM');
    await server.exited;
  }
}
