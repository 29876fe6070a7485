/**
 * The share page (issue 28's budgets: its JavaScript at most 60 KiB gzipped for a deck; Lighthouse
 * mobile Performance ≥ 95), against the built app on the offline provider: a deck is generated and
 * shared through the API; Lighthouse 12 (as bench:web runs it) scores the link three times; then
 * the link is opened seven times in a fresh phone-sized Chromium context with Lighthouse's mobile
 * throttling applied for real (4x slower CPU; 150 ms round trip, 1.6 Mbps down, 750 Kbps up):
 * first and largest contentful paint, the bytes transferred and the script's gzipped size. Each
 * opening records a view (the link's analytics count them). Prints, never asserts (README, Performance).
 * `npm run bench:share`, or `npm run build && npx tsx scripts/bench-share.ts`.
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { SHARE_SCRIPT } from '../src/server/share/page-script';
import { inChromiumWithApp, median } from './bench-chromium';
import { audit, lighthouseRun, score, type Report } from './lighthouse';

const RUNS = 7;
const ms = (value: number) => `${Math.round(value)} ms`;

/** A deck generated and shared by a founder's context: the link's address. */
async function sharedDeck(browser: Browser, url: string): Promise<string> {
  const founder = await browser.newContext();
  const generated = await founder.request.post(`${url}/api/generate/pitch-deck`, {
    data: { inputs: { businessName: 'Harvest Table', businessDescription: 'Weekly meal kits for busy parents.' } },
  });
  const done = /event: done\ndata: (.+)\n/.exec(await generated.text());
  const saved = done ? (JSON.parse(done[1]!) as { saved?: { id: string } }).saved : undefined;
  if (!saved) throw new Error('seeding a deck: no saved deck');
  const link = await founder.request.post(`${url}/api/documents/${saved.id}/share-links`, { data: {} });
  const { path } = (await link.json()) as { path: string };
  await founder.close();
  return `${url}${path}`;
}

/** One cold load of the link on a throttled phone: its paints and bytes. */
async function load(browser: Browser, link: string) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let bytes = 0;
  cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => (bytes += event.encodedDataLength));
  await page.goto(link, { waitUntil: 'load' });
  // Inline functions only: tsx names declared ones with a helper the page does not have.
  const [fcp, lcp] = await page.evaluate(() =>
    Promise.all(
      [
        ['paint', 'first-contentful-paint'],
        ['largest-contentful-paint', ''],
      ].map(
        ([type, name]) =>
          new Promise<number>((resolve) =>
            new PerformanceObserver((list) => {
              const found = list.getEntries().filter((each) => !name || each.name === name);
              if (found.length > 0) resolve(found.at(-1)!.startTime);
            }).observe({ type, buffered: true }),
          ),
      ),
    ),
  );
  const paints = { fcp: fcp ?? NaN, lcp: lcp ?? NaN };
  await context.close();
  return { ...paints, bytes };
}

await inChromiumWithApp(async (browser, url) => {
  const link = await sharedDeck(browser, url);
  const reports: Report[] = [];
  for (let run = 0; run < 3; run++) reports.push(await lighthouseRun(link));
  const of = (read: (report: Report) => number) => median(reports.map(read));
  console.log('| Lighthouse (3 runs, median) | Performance | FCP | LCP | TBT | CLS | Accessibility | Best practices |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  console.log(
    `| \`/s/<token>\` (deck) | ${of((r) => score(r, 'performance'))} | ${ms(of((r) => audit(r, 'first-contentful-paint')))} | ${ms(of((r) => audit(r, 'largest-contentful-paint')))} | ${ms(of((r) => audit(r, 'total-blocking-time')))} | ${of((r) => audit(r, 'cumulative-layout-shift')).toFixed(3)} | ${of((r) => score(r, 'accessibility'))} | ${of((r) => score(r, 'best-practices'))} |`,
  );
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await load(browser, link));
  console.log(`The deck page's script: ${(gzipSync(SHARE_SCRIPT).length / 1024).toFixed(1)} KiB gzipped`);
  console.log('| Runs | FCP: median | max | LCP: median | max | Transferred (median) |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  const fcp = runs.map((run) => run.fcp);
  const lcp = runs.map((run) => run.lcp);
  console.log(
    `| ${RUNS} | ${ms(median(fcp))} | ${ms(Math.max(...fcp))} | ${ms(median(lcp))} | ${ms(Math.max(...lcp))} | ${(median(runs.map((run) => run.bytes)) / 1024).toFixed(1)} KiB |`,
  );
});
