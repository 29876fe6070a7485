/** Lighthouse 12 (pinned, run through npx) with Debian's Chromium on its default mobile profile: what bench:web and bench:share run. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/e2e/chromium';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS].join(' ');

export interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

async function lighthouse(url: string): Promise<Report> {
  const { stdout } = await promisify(execFile)(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-path=${CHROMIUM_PATH}`,
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as Report;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: such a run is made again, once. */
export async function lighthouseRun(url: string): Promise<Report> {
  try {
    return await lighthouse(url);
  } catch (error) {
    console.error(`Lighthouse failed on ${url}; running it again. ${String(error).slice(0, 200)}`);
    return lighthouse(url);
  }
}

export const score = (report: Report, category: string) => Math.round((report.categories[category]?.score ?? 0) * 100);
export const audit = (report: Report, id: string) => report.audits[id]?.numericValue ?? NaN;
