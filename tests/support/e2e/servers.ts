/**
 * Where the browser tests' servers listen. playwright.config.ts starts them; specs import the
 * URLs from here so a port change is one edit.
 */
const HOST = '127.0.0.1';

/**
 * Shifts every port, so two runs on one machine do not fight over them:
 * `E2E_PORT_OFFSET=100 npx playwright test --output=/tmp/e2e-100` (the output folder is wiped at start, so it
 * must differ too). Workers inherit the variable from the runner, so all agree.
 */
const OFFSET = Number(process.env.E2E_PORT_OFFSET || 0);
if (!Number.isInteger(OFFSET) || OFFSET < 0 || OFFSET > 60_000)
  throw new Error(`E2E_PORT_OFFSET must be a whole number from 0 to 60000, got "${process.env.E2E_PORT_OFFSET}"`);

export const FAKE_UPSTREAM_PORT = 4010 + OFFSET;
/** The app with no provider configured: its built-in offline generator answers. */
export const OFFLINE_APP_PORT = 4173 + OFFSET;
/** The app talking to the fake upstream as if it were OpenAI. */
export const UPSTREAM_APP_PORT = 4174 + OFFSET;

export const FAKE_UPSTREAM_ORIGIN = `http://${HOST}:${FAKE_UPSTREAM_PORT}`;
export const OFFLINE_APP_URL = `http://${HOST}:${OFFLINE_APP_PORT}`;
export const UPSTREAM_APP_URL = `http://${HOST}:${UPSTREAM_APP_PORT}`;

/** A made-up key: tests check it reaches the upstream and never the browser. */
export const E2E_API_KEY = 'sk-e2e-test-key-0123456789';
export const E2E_MODEL = 'gpt-4o-mini';
