import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app';
import { ConfigError, loadConfig, providerSecrets, type Config } from './config';
import { redactUrl } from './lib/secret-masker';
import { loggerOptions } from './logger';
import { DatabaseStartError } from './store/errors';
import { openDatabase } from './store/open-database';

function readConfig(): Config {
  try {
    // Variables already in the environment win over the file.
    if (existsSync('.env')) process.loadEnvFile('.env');
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * How far V8 lets the old generation grow past what a full collection left before the next one. Its
 * default, up to 4 times when collections are cheap, let 1,000 streams' garbage pile from 35 MB to
 * 125 MB between two of them: most of the server's memory per stream at their peak. 1.2 times
 * collects every 2 s or so there, about 15 ms each (README, Performance). A `--heap-growing-percent`
 * given to node wins.
 */
const HEAP_GROWING_PERCENT = 20;
// V8 takes its flags' words joined by - or _.
if (!process.execArgv.some((flag) => flag.replaceAll('_', '-').startsWith('--heap-growing-percent')))
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);

const config = readConfig();
// Built, this file is dist/server/main.js and the web app sits in dist/web.
const staticDir = fileURLToPath(new URL('../web/', import.meta.url));
function lockedDatabase() {
  try {
    return openDatabase(config.database, (error) => app.log.warn({ err: error }, 'database connection lost'));
  } catch (error) {
    // A data folder another server holds: one line that names both, and no start.
    if (!(error instanceof DatabaseStartError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
const database = lockedDatabase();
const app = await buildApp({
  config,
  staticDir,
  database,
  logger: loggerOptions(config.logLevel, { secrets: providerSecrets(config.ai) }),
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing live generations');
  // New requests get 503 from here on; live streams finish or get a final error event, then the port closes.
  await app.drain();
  // Every stream has ended; a client that still holds a connection open must not keep us alive.
  setTimeout(() => app.server.closeAllConnections(), 2000).unref();
  await app.close();
  // After the last stream, so no save is cut off; the embedded database flushes its files here.
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.port, host: config.host });
  const mode =
    config.provider === 'offline'
      ? 'offline sample content (set OPENAI_API_KEY or AI_BASE_URL to use a model)'
      : `${config.ai.model} at ${redactUrl(config.ai.baseUrl)}`;
  app.log.info(`Venturekit on http://${config.host}:${config.port}, generating with ${mode}`);
} catch (error) {
  console.error(`Could not start: ${(error as Error).message}`);
  // The data folder's lock goes with the process: a start that failed must not leave it held.
  await database.close().catch(() => undefined);
  process.exit(1);
}
