/**
 * Debian's Chromium as the browser tests and benchmarks start it: no browser is downloaded on
 * these machines, so Playwright and Lighthouse are pointed at the system's, with one set of flags.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
] as const;
