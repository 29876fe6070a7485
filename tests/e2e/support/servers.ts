/**
 * Where the browser tests' servers listen. playwright.config.ts starts them; specs import the
 * URLs from here so a port change is one edit.
 */
const HOST = '127.0.0.1';

export const FAKE_UPSTREAM_PORT = 4010;
/** The app with no provider configured: its built-in offline generator answers. */
export const OFFLINE_APP_PORT = 4173;
/** The app talking to the fake upstream as if it were OpenAI. */
export const UPSTREAM_APP_PORT = 4174;

export const FAKE_UPSTREAM_ORIGIN = `http://${HOST}:${FAKE_UPSTREAM_PORT}`;
export const OFFLINE_APP_URL = `http://${HOST}:${OFFLINE_APP_PORT}`;
export const UPSTREAM_APP_URL = `http://${HOST}:${UPSTREAM_APP_PORT}`;

/** A made-up key: tests check it reaches the upstream and never the browser. */
export const E2E_API_KEY = 'sk-e2e-test-key-0123456789';
export const E2E_MODEL = 'gpt-4o-mini';
