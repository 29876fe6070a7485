/**
 * The database thread (database-thread.ts) that ends itself on the statement `-- end the thread`,
 * as a thread that crashed would: tests/server/database-thread.test.ts.
 */
import { parentPort } from 'node:worker_threads';
import '@/server/store/database-thread';

parentPort?.on('message', (request: { sql?: string }) => {
  if (request.sql === '-- end the thread') process.exit(1);
});
