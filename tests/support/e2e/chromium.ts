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

/**
 * The features Playwright 1.65 turns off (its `chromiumSwitches.ts`). Chromium keeps only the last
 * `--disable-features` on its command line, so a list of ours must repeat Playwright's;
 * `chromium.test.ts` fails when an upgrade of Playwright adds one this list lacks.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156 preloads its address bar's popup, a WebUI page with a renderer of its own, in every
 * new window, headless or not: each browser context the tests open paid about 0.9 s of CPU for a
 * popup nobody sees (docs/decisions.md, "The browsers the tests start open no address-bar popup").
 */
const UNSEEN_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** The flags for a Chromium that Playwright starts (Lighthouse's launcher has a list of its own). */
export const PLAYWRIGHT_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_BROWSER_UI].join(',')}`,
] as const;
