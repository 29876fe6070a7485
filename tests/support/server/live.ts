import type { FastifyInstance } from 'fastify';
import type { WorkspaceChange } from '@/core/api/changes';
import type { Browser } from './team';

/** An open tab's stream of workspace changes, as a test follows it. */
export interface FollowedChanges {
  statusCode: number;
  /** Every change heard so far, in order. */
  readonly changes: readonly WorkspaceChange[];
  /** The first change heard (or already heard) that `matches`. */
  next(matches: (change: WorkspaceChange) => boolean): Promise<WorkspaceChange>;
  /** Settles when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens `who`'s stream of workspace changes (GET /api/workspace/events) on `app`, and collects what it hears. */
export async function followChanges(app: FastifyInstance, who: Browser): Promise<FollowedChanges> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/workspace/events',
    headers: { cookie: who.cookie },
    payloadAsStream: true,
  });
  const stream = response.stream();
  const changes: WorkspaceChange[] = [];
  const waiting = new Set<() => void>();
  let buffered = '';
  stream.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const blocks = buffered.split('\n\n');
    buffered = blocks.pop() ?? '';
    for (const block of blocks) {
      const data = block.split('\n').find((line) => line.startsWith('data: '));
      if (data) changes.push(JSON.parse(data.slice('data: '.length)) as WorkspaceChange);
    }
    for (const check of [...waiting]) check();
  });
  const ended = new Promise<void>((resolve) => stream.on('end', resolve).on('close', resolve));
  return {
    statusCode: response.statusCode,
    changes,
    next: (matches) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = changes.find(matches);
          if (found) {
            waiting.delete(check);
            resolve(found);
          }
        };
        waiting.add(check);
        check();
        void ended.then(() => {
          if (waiting.delete(check)) reject(new Error(`The stream ended before: ${JSON.stringify(changes)}`));
        });
      }),
    ended,
    close: () => stream.destroy(),
  };
}
